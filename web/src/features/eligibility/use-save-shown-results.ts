import { useEffect } from 'react';
import { api } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { storeEligibilityData } from './eligibility-data';
import { eligibilityApi } from './eligibility.api';
import { assessAnswers } from './EligibilityResults';
import type { EligibilityDraft } from './eligibility-questions';

/**
 * Results a signed-in caregiver reaches are saved to her account at once (the answers ride on the
 * next requests as X-Eligibility-Data) and shown from then on as her saved results, so they are
 * what the Programs tab opens whichever way she leaves. `saved` lets go of the checker's draft.
 */
export function useSaveShownResults(draft: EligibilityDraft | null, saved: () => void): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!draft) return;
    const outcome = assessAnswers(draft);
    if (!outcome.ok) return;
    storeEligibilityData(outcome.answers);
    // Shown as saved at once; the refetch that follows carries them to the account.
    void dispatch(
      eligibilityApi.util.upsertQueryData('getLatestEligibilityAnswers', undefined, {
        answers: outcome.answers,
      }),
    );
    dispatch(api.util.invalidateTags(['Eligibility']));
    saved();
  }, [draft, dispatch, saved]);
}
