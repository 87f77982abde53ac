import { skipToken } from '@reduxjs/toolkit/query/react';
import type { SignupLinkStatus } from '@tend/contracts';
import { useCheckSignupLinkQuery } from '../password-reset/password.api';

/**
 * What the e-mailed link leads to, asked before the password step. A failed check lets the
 * person go on: completing the sign-up checks the link again anyway.
 */
export function useSignupLink(token: string | null): SignupLinkStatus | 'checking' | null {
  const { data, isLoading, isError } = useCheckSignupLinkQuery(token ? { token } : skipToken);
  if (!token) return null;
  if (isLoading) return 'checking';
  if (isError || !data) return 'ready';
  return data.status;
}
