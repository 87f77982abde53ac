import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { UnsubscribeScope } from './unsubscribe-scope';

const TokenBody = z.object({ v: z.literal(1), e: z.string().min(3).max(254), s: UnsubscribeScope });

/**
 * An unguessable, signed unsubscribe token for one address and scope: notifications signs it into
 * every e-mail, care-profile verifies it. Nobody can forge one for another address without the secret.
 */
export function signUnsubscribeToken(
  secret: string,
  email: string,
  scope: UnsubscribeScope,
): string {
  const body = Buffer.from(JSON.stringify({ v: 1, e: email, s: scope })).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

export function verifyUnsubscribeToken(
  secret: string,
  token: string,
): { email: string; scope: UnsubscribeScope } | undefined {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined || token.length > 1024) return undefined;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const parsed = TokenBody.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    return parsed.success ? { email: parsed.data.e, scope: parsed.data.s } : undefined;
  } catch {
    return undefined;
  }
}

function mac(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${body}`).digest('base64url');
}
