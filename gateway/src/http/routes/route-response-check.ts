import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { Routes, RouteSchemas, isRawResponse, type RouteName } from '@tend/contracts';
import { catchError, map, type Observable } from 'rxjs';
import { mapError } from '../map-error';

/** A route answered something its definition does not allow: a fault, answered 500 and logged. */
export class RouteResponseMismatch extends Error {
  constructor(name: RouteName, problem: string) {
    const { method, path } = Routes[name];
    super(`Route ${name} (${method} ${path}) ${problem}`);
  }
}

/** The answer of route `name` as its definition allows it, or a RouteResponseMismatch naming both. */
export function checkRouteResponse(name: RouteName, answer: unknown): unknown {
  const { response } = RouteSchemas[name];
  if (isRawResponse(response)) return answer;
  const result = response.safeParse(answer);
  if (result.success) return answer;
  const problems = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(the answer)'}: ${issue.message}`)
    .join('; ');
  throw new RouteResponseMismatch(
    name,
    `answered a body its RouteSchemas response does not allow: ${problems}`,
  );
}

/** The error of route `name`, if its definition lists its status and code; else a mismatch. */
export function checkRouteError(name: RouteName, error: unknown): unknown {
  const { statusCode, code } = mapError(error).body;
  const listed: readonly string[] = RouteSchemas[name].errors[statusCode] ?? [];
  if (listed.includes(code)) return error;
  throw new RouteResponseMismatch(
    name,
    `answered ${statusCode} ${code}, which its RouteSchemas errors do not list: add it there if it is right`,
  );
}

/**
 * Checks each JSON answer and each error of a route against its definition. Installed under
 * tests only (NODE_ENV=test), so every integration test also checks the shapes and the errors;
 * production never pays for it.
 */
export class RouteResponseCheck implements NestInterceptor {
  constructor(private readonly name: RouteName) {}

  intercept(_: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((answer: unknown) => checkRouteResponse(this.name, answer)),
      catchError((error: unknown) => {
        throw checkRouteError(this.name, error);
      }),
    );
  }
}

export const checksResponses = process.env.NODE_ENV === 'test';
