import { Routes, type RouteBody } from '@tend/contracts';
import { randomClientIp } from './http-api';
import type { TestStack } from './test-stack';

/**
 * A recipient of the owner's, its circle's time zone set when one is given: the recipient's id.
 * Its circle exists from the start (care-circle makes one for every new recipient).
 */
export async function recipientWithCircle(
  stack: TestStack,
  ownerToken: string,
  recipient: RouteBody<'createRecipient'>,
  timeZone?: string,
): Promise<string> {
  const { id } = await stack.call('createRecipient', { token: ownerToken, body: recipient });
  if (timeZone)
    await stack.call('updateCircle', { token: ownerToken, params: { id }, body: { timeZone } });
  return id;
}

/** The owner invites `member` to the recipient's circle with `role`, and `member` accepts. */
export async function joinCircle(
  stack: TestStack,
  circle: { ownerToken: string; recipientId: string },
  member: { token: string },
  role: RouteBody<'createInvitation'>['role'],
): Promise<void> {
  const { token } = await stack.call('createInvitation', {
    token: circle.ownerToken,
    params: { id: circle.recipientId },
    body: { role },
  });
  const accepted = await stack.call('acceptInvitation', { token: member.token, params: { token } });
  if (accepted.role !== role || accepted.recipientId !== circle.recipientId)
    throw new Error(`the invited member did not join as ${role}: ${JSON.stringify(accepted)}`);
}

/**
 * Sends a photo's or file's bytes for the caller's next update in the recipient's circle, as the
 * web app does (uploadUpdateFile): the status and the answer (the fileId to post with, or the error).
 */
export async function uploadUpdateFile(
  stack: TestStack,
  upload: { token: string; recipientId: string; name: string; bytes: Uint8Array },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const path = Routes.uploadUpdateFile.path.replace(':id', upload.recipientId);
  const response = await fetch(`${stack.url}${path}?name=${encodeURIComponent(upload.name)}`, {
    method: Routes.uploadUpdateFile.method,
    headers: {
      authorization: `Bearer ${upload.token}`,
      'content-type': 'application/octet-stream',
      'x-forwarded-for': randomClientIp(),
    },
    body: upload.bytes,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
