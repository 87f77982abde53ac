import { ModulesContainer } from '@nestjs/core';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  Routes,
  RouteSchemas,
  isRawResponse,
  type RouteName,
  type RouteSchema,
} from '@tend/contracts';
import { jsonSchema } from '../../src/http/openapi';
import { forwardsOf } from '../../src/http/routes/forwarding-controller';

interface Content {
  schema?: { properties?: Record<string, unknown> & { code?: { enum?: string[] } } };
}
export interface OpenApiOperation {
  operationId?: string;
  requestBody?: { content?: Record<string, Content> };
  responses?: Record<string, { content?: Record<string, Content> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** The OpenAPI path of a route: `:id` is `{id}`, the rest-of-path `*` is `{path}`. */
export function documentedAs(document: OpenApiDocument, name: RouteName) {
  const { method, path } = Routes[name];
  const documented = path.replace(/:(\w+)/g, '{$1}').replace('*', '{path}');
  return document.paths[documented]?.[method.toLowerCase()];
}

/** The document's operation for a route says what RouteSchemas says, no more and no less. */
export function expectDocumentedAsDefined(document: OpenApiDocument, name: RouteName): void {
  const operation = documentedAs(document, name);
  const { status } = Routes[name];
  const { body, response, errors }: RouteSchema = RouteSchemas[name];
  expect(operation?.operationId).toBe(name);
  const documentedBody = operation?.requestBody?.content?.['application/json']?.schema;
  expect(documentedBody).toEqual(body ? jsonSchema(body, 'input') : undefined);
  const success = operation?.responses?.[String(status)];
  if (isRawResponse(response)) {
    if (response.contentType) expect(success?.content).toHaveProperty([response.contentType]);
    else expect(success).toBeDefined();
  } else {
    expect(success?.content?.['application/json']?.schema).toEqual(jsonSchema(response));
  }
  const documentedErrors = Object.fromEntries(
    Object.entries(operation?.responses ?? {})
      .filter(([code]) => Number(code) >= 400)
      .map(([code, answer]) => [
        code,
        answer.content?.['application/json']?.schema?.properties?.code?.enum,
      ]),
  );
  expect(documentedErrors).toEqual(errors);
}

/** `METHOD /path` of every handler of every controller of the running gateway. */
export function servedRoutes(app: NestFastifyApplication): string[] {
  const controllers = [...app.get(ModulesContainer).values()].flatMap((module) => [
    ...module.controllers.values(),
  ]);
  return controllers.flatMap(({ metatype }) => {
    const controller = metatype as unknown as { prototype: Record<string, object> };
    const prefix = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '/');
    const prototype = controller.prototype;
    return Object.getOwnPropertyNames(prototype)
      .filter((key) => key !== 'constructor')
      .map((key) => prototype[key])
      .filter(
        (handler) => typeof handler === 'function' && Reflect.hasMetadata(PATH_METADATA, handler),
      )
      .map((handler) => {
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        const path = `/${prefix}/${String(Reflect.getMetadata(PATH_METADATA, handler))}`;
        return `${method} ${path.replace(/\/+/g, '/')}`;
      });
  });
}

/** The routes the running gateway serves from their RouteForwards declaration. */
export function forwardedRoutes(app: NestFastifyApplication): RouteName[] {
  return [...app.get(ModulesContainer).values()].flatMap((module) =>
    [...module.controllers.values()].flatMap(({ metatype }) => forwardsOf(metatype)),
  );
}
