import { z } from 'zod';

/**
 * The typed error a service answers an RPC with. `status` is the HTTP status the gateway gives it;
 * `message` is what the client shows, so it must be written for a caregiver to read.
 */
export const RpcErrorBody = z.object({
  status: z.number().int().min(400).max(599),
  /** One of ErrorCodes; read as any string so a service newer than its caller is still understood. */
  code: z.string(),
  message: z.string(),
});
export type RpcErrorBody = z.infer<typeof RpcErrorBody>;

/**
 * The one error shape of the HTTP API. `field` names the input a `VALIDATION_FAILED` is about
 * (`password`, `items.0.name`), when it is about one.
 */
export const ApiErrorBody = z.object({
  statusCode: z.number().int().min(400).max(599),
  /** One of ErrorCodes. */
  code: z.string(),
  message: z.string(),
  error: z.string(),
  field: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
