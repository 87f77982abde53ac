import {
  Delete,
  Get,
  HttpCode,
  Patch,
  Post,
  Put,
  UseInterceptors,
  UsePipes,
  applyDecorators,
} from '@nestjs/common';
import {
  Routes,
  RouteSchemas,
  type HttpRoute,
  type RouteName,
  type RouteSchema,
} from '@tend/contracts';
import { routeOpenApi } from './route-openapi';
import { RouteInputPipe } from './route-input.pipe';
import { RouteResponseCheck, checksResponses } from './route-response-check';

const methods: Record<HttpRoute['method'], (path: string) => MethodDecorator> = {
  GET: Get,
  POST: Post,
  PUT: Put,
  PATCH: Patch,
  DELETE: Delete,
};

/**
 * Serves a route as contracts define it (Routes and RouteSchemas): its method and path (the
 * controller has no prefix), its success status, its body and query validated, its OpenAPI
 * operation, and under tests its JSON answer and its errors checked against its definition.
 */
export function Route(name: RouteName): MethodDecorator {
  const { method, path, status } = Routes[name];
  const schema: RouteSchema = RouteSchemas[name];
  return applyDecorators(
    methods[method](path),
    HttpCode(status),
    // Only where there is a body or query to check: a pipe runs for every argument of every call.
    ...(schema.body || schema.query ? [UsePipes(new RouteInputPipe(schema))] : []),
    ...routeOpenApi(name),
    ...(checksResponses ? [UseInterceptors(new RouteResponseCheck(name))] : []),
  );
}
