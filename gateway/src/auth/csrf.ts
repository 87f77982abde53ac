import type { FastifyRequest } from 'fastify';

/**
 * True when the browser tells us the request came from another site: a cross-origin `Origin`, or
 * `Sec-Fetch-Site: cross-site`. SameSite=Lax cookies already stop most of this; this closes the rest.
 */
export function isCrossSiteRequest(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}
