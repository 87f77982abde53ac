import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useToast } from '../toasts/use-toast';
import {
  clearEligibilityData,
  ELIGIBILITY_CLEANUP_MS,
  readEligibilityPrefill,
  storeDataParam,
  type EligibilityPrefill,
} from './onboarding-prefill';

/**
 * Prefill from an eligibility check (docs/product-spec.md section 2, Onboarding): an encoded `data` parameter is
 * decoded, stored and the address rewritten to plain /onboarding (a decoding failure is only
 * logged); then the stored `eligibilityData`, when flagged fromEligibilityCheck, is applied with
 * a welcome toast and removed 3000 ms later.
 */
export function useEligibilityPrefill(): EligibilityPrefill | null {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const [prefill, setPrefill] = useState<EligibilityPrefill | null>(null);
  const applied = useRef(false);
  const dataParam = params.get('data');

  useEffect(() => {
    if (applied.current) return;
    applied.current = true;
    if (dataParam !== null && storeDataParam(dataParam))
      void navigate('/onboarding', { replace: true });
    const found = readEligibilityPrefill();
    if (!found) return;
    setPrefill(found);
    toast({ title: 'Welcome! We saved your eligibility info', variant: 'success' });
  }, [dataParam, navigate, toast]);

  // The clean-up outlives StrictMode's double effects and a quick unmount: it is not cancelled.
  useEffect(() => {
    if (!prefill) return;
    window.setTimeout(clearEligibilityData, ELIGIBILITY_CLEANUP_MS);
  }, [prefill]);

  return prefill;
}
