import { useEffect } from 'react';
import { useGetCurrentUserQuery } from '../auth/auth.api';
import { usePublicConfig } from '../config/config.api';
import { disableAnalytics, enableAnalytics } from './analytics';

export type AnalyticsDecision = 'pending' | 'enabled' | 'disabled';

/**
 * Analytics state (docs/product-spec.md section 4): a signed-in user's analyticsConsent true loads analytics,
 * anything else removes it; an anonymous visitor is enabled by default, and so is a visitor
 * whose consent check failed (a warning is logged).
 */
export function decideAnalytics(state: {
  isLoading: boolean;
  isError: boolean;
  user: { analyticsConsent?: boolean } | null | undefined;
}): AnalyticsDecision {
  if (state.isLoading) return 'pending';
  if (state.isError) return 'enabled';
  if (state.user) return state.user.analyticsConsent === true ? 'enabled' : 'disabled';
  return 'enabled';
}

/** Applies the decision; nothing at all is loaded when no measurement id is configured. */
export function AnalyticsManager() {
  const { config, isLoading: configLoading } = usePublicConfig();
  const { data, isLoading, isError, error } = useGetCurrentUserQuery();
  const measurementId = config.analyticsMeasurementId;
  const decision = decideAnalytics({ isLoading, isError, user: data });

  useEffect(() => {
    if (isError)
      console.warn('Analytics consent check failed; analytics defaults to enabled', error);
  }, [isError, error]);

  useEffect(() => {
    if (configLoading || !measurementId || decision === 'pending') return;
    if (decision === 'enabled') enableAnalytics(measurementId);
    else disableAnalytics(measurementId);
  }, [configLoading, measurementId, decision]);

  return null;
}
