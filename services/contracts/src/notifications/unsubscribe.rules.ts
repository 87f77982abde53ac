/** Unsubscribe page rules (docs/product-spec.md sections 5 and 8). Zod-free for the browser. */

/** Last path segments that never reach the server (docs/product-spec.md section 5). */
export const INVALID_UNSUBSCRIBE_TOKENS = ['', 'unsubscribe', 'invalid'] as const;

export const UnsubscribeMessages = {
  invalidLink: 'Invalid unsubscribe link. Please check the link from your email.',
  processingError:
    'There was an error processing your unsubscribe request. Please contact support if you need assistance.',
  networkFailure: 'Failed to process unsubscribe request. Please try again later.',
  genericFailure: "We couldn't process your unsubscribe request.",
} as const;

/** The error a token shows without any call, or null when the server must be asked. */
export function unsubscribeTokenError(token: string): string | null {
  if (token === 'invalid') return UnsubscribeMessages.processingError;
  if (token === '' || token === 'unsubscribe') return UnsubscribeMessages.invalidLink;
  return null;
}
