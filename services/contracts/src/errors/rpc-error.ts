import { z } from 'zod';

/**
 * The typed error a service answers an RPC with. `status` is the HTTP status the gateway gives it;
 * `message` is what the client shows, so it must be written for a caregiver to read.
 */
export const RpcErrorBody = z.object({
  status: z.number().int().min(400).max(599),
  code: z.string(),
  message: z.string(),
});
export type RpcErrorBody = z.infer<typeof RpcErrorBody>;

export const ErrorCodes = {
  validation: 'VALIDATION_FAILED',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  tooMany: 'TOO_MANY_REQUESTS',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];
