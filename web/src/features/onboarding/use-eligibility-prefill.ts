import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../auth/use-auth';
import { useEligibilityEnabled } from '../config/config.api';
import { storeEligibilityData } from '../eligibility/eligibility-data';
import { useLazyGetLatestEligibilityAnswersQuery } from '../eligibility/eligibility.api';
import { useGetProfileQuery } from '../profile/profile.api';
import { useToast } from '../toasts/use-toast';
import {
  clearEligibilityData,
  ELIGIBILITY_CLEANUP_MS,
  firstWelcome,
  readEligibilityPrefill,
  storeDataParam,
  type EligibilityPrefill,
} from './onboarding-prefill';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/onboarding';

/**
 * Prefill from an eligibility check (docs/product-spec.md section 2, Onboarding): an encoded `data` parameter is
 * decoded, stored and the address rewritten to plain /onboarding (a decoding failure is only
 * logged); then the stored `eligibilityData`, when flagged fromEligibilityCheck, is applied with
 * a welcome toast (once per account on this device) and removed 3000 ms later. A browser that never held the answers (the sign-up
 * link opened in another one) gets them back from the account, where sign-up carried them.
 * Nothing happens until the form is `ready` to show it.
 */
export function useEligibilityPrefill(ready: boolean): EligibilityPrefill | null {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const t = useT();
  const userId = useAuth().user?.id;
  const [prefill, setPrefill] = useState<EligibilityPrefill | null>(null);
  const [nothingStored, setNothingStored] = useState(false);
  const applied = useRef(false);
  const askedAccount = useRef(false);
  const dataParam = params.get('data');
  const fromAccount = useAccountAnswers(nothingStored);

  const apply = useCallback(
    (found: EligibilityPrefill) => {
      setPrefill(found);
      if (userId && firstWelcome(userId))
        toast({ title: t('onboarding.prefilled'), variant: 'success' });
    },
    [toast, t, userId],
  );

  useEffect(() => {
    if (applied.current || !ready) return;
    applied.current = true;
    if (dataParam !== null && storeDataParam(dataParam))
      void navigate('/onboarding', { replace: true });
    const found = readEligibilityPrefill();
    if (found) apply(found);
    else setNothingStored(true);
  }, [ready, dataParam, navigate, apply]);

  useEffect(() => {
    if (!fromAccount || askedAccount.current) return;
    askedAccount.current = true;
    void fromAccount().then((found) => found && apply(found));
  }, [fromAccount, apply]);

  // The clean-up outlives StrictMode's double effects and a quick unmount: it is not cancelled.
  useEffect(() => {
    if (!prefill) return;
    window.setTimeout(clearEligibilityData, ELIGIBILITY_CLEANUP_MS);
  }, [prefill]);

  return prefill;
}

/**
 * Once this browser is known to hold nothing, for a caregiver not yet onboarded with the flag on:
 * a loader of the account's latest answers, stored as the checker stores them and read back as a
 * prefill. Undefined while there is nothing to ask.
 */
function useAccountAnswers(nothingStored: boolean) {
  const enabled = useEligibilityEnabled();
  const { data: profile } = useGetProfileQuery();
  const [fetchAnswers] = useLazyGetLatestEligibilityAnswersQuery();
  const ask = nothingStored && enabled && profile != null && !profile.isOnboardingComplete;
  const load = useCallback(async (): Promise<EligibilityPrefill | null> => {
    try {
      const answers = (await fetchAnswers().unwrap())?.answers;
      if (!answers) return null;
      storeEligibilityData(answers);
      return readEligibilityPrefill();
    } catch {
      return null; // No prefill: the form is filled by hand, as without a check.
    }
  }, [fetchAnswers]);
  return ask ? load : undefined;
}
