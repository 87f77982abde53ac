import type { FastifyRequest } from 'fastify';
import { fileTooLargeMessage } from '@tend/contracts';
import type { GatewayConfig } from '../config/gateway-env';
import { isUploadRequest } from './upload-body-parser';
import type { BodyRule } from './request-body';

/** Every route but the uploads reads JSON up to this size. */
export const ApiBodyLimitBytes = 1024 * 1024;

/** The upload routes' rule (MAX_UPLOAD_MB, UPLOAD_BODY_TIMEOUT_MS), everyone else's (1 MB, REQUEST_BODY_TIMEOUT_MS). */
export function bodyRules(config: GatewayConfig): (request: FastifyRequest) => BodyRule {
  const upload: BodyRule = {
    maxBytes: config.MAX_UPLOAD_MB * 1024 * 1024,
    tooLargeMessage: fileTooLargeMessage(config.MAX_UPLOAD_MB),
    timeoutMs: config.UPLOAD_BODY_TIMEOUT_MS,
  };
  const api: BodyRule = {
    maxBytes: ApiBodyLimitBytes,
    tooLargeMessage: 'The request is too large.',
    timeoutMs: config.REQUEST_BODY_TIMEOUT_MS,
  };
  return (request) => (isUploadRequest(request) ? upload : api);
}
