import type { EligibilityAnswers } from '@tend/contracts';
import { useAuth } from '../auth/use-auth';
import { useGetLatestEligibilityAnswersQuery } from './eligibility.api';

/**
 * A signed-in caregiver's answers from her latest check, as her account keeps them (null for a
 * visitor, or when she has none); `loading` while that is not known yet.
 */
export function useSavedAnswers(): { loading: boolean; answers: EligibilityAnswers | null } {
  const { isAuthenticated, isLoading: signingIn } = useAuth();
  const { data, isLoading } = useGetLatestEligibilityAnswersQuery(undefined, {
    skip: !isAuthenticated,
  });
  return { loading: signingIn || isLoading, answers: (isAuthenticated && data?.answers) || null };
}
