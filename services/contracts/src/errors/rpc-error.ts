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
  /** What the client needs to word the error itself, in its reader's language (see ApiErrorBody). */
  details: z.record(z.string(), z.unknown()).optional(),
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
  /**
   * The facts of the error as data, for a client that words it in its reader's language (`message`
   * is English): a dose given within its gap carries `AlreadyGiven`.
   */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
