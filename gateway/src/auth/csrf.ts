import type { FastifyRequest } from 'fastify';

/**
 * True only when the browser proves the request came from Tend's own pages: `Sec-Fetch-Site:
 * same-origin`, or an `Origin` on our host. A cookie-authenticated write without that proof is
 * refused (CSRF): SameSite=Lax cookies stop most cross-site posts, and this stops the rest,
 * including those from old browsers and sibling sites. A bearer token needs no proof, since another
 * site's form cannot send one.
 */
export function isProvenSameOrigin(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
