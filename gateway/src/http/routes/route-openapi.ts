import { ApiBody, ApiOperation, ApiQuery, ApiResponse } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import {
  ApiErrorBody,
  Routes,
  RouteSchemas,
  isRawResponse,
  type RouteName,
  type RouteSchema,
} from '@tend/contracts';
import { jsonSchema } from '../openapi';

const errorSchema = jsonSchema(ApiErrorBody);

/** The error body, its `code` narrowed to the codes the route answers this status with. */
function errorResponse(status: number, codes: readonly string[]): MethodDecorator {
  const properties = { ...errorSchema.properties, code: { type: 'string', enum: [...codes] } };
  return ApiResponse({
    status,
    description: codes.join(', '),
    schema: { ...errorSchema, properties },
  });
}

function successResponse(status: number, response: RouteSchema['response']): MethodDecorator {
  if (!isRawResponse(response)) return ApiResponse({ status, schema: jsonSchema(response) });
  const { contentType, description } = response;
  if (!contentType) return ApiResponse({ status, description });
  const schema: SchemaObject = { type: 'string', format: 'binary' };
  return ApiResponse({ status, description, content: { [contentType]: { schema } } });
}

/** One documented query parameter per property of the route's query schema. */
function queryParameters(query: RouteSchema['query']): MethodDecorator[] {
  if (!query) return [];
  const { properties = {}, required = [] } = jsonSchema(query, 'input');
  return Object.entries(properties).map(([name, schema]) =>
    ApiQuery({ name, required: required.includes(name), schema: schema as SchemaObject }),
  );
}

/** The OpenAPI operation of a route, entirely from its definition in contracts. */
export function routeOpenApi(name: RouteName): MethodDecorator[] {
  const { status } = Routes[name];
  const schema: RouteSchema = RouteSchemas[name];
  return [
    ApiOperation({ operationId: name }),
    ...(schema.body ? [ApiBody({ schema: jsonSchema(schema.body, 'input') })] : []),
    ...queryParameters(schema.query),
    successResponse(status, schema.response),
    ...Object.entries(schema.errors).map(([code, codes]) =>
      errorResponse(Number(code), codes ?? []),
    ),
  ];
}
