import { Switch } from 'antd';
import { useAppDispatch } from '../../app/hooks';
import { authApi, useUpdateAnalyticsConsentMutation } from '../auth/auth.api';
import { useAuth } from '../auth/use-auth';
import { useToast } from '../toasts/use-toast';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/settings';

/** 'Analytics & Usage Data': saving it updates the user, and the analytics manager follows. */
export function AnalyticsConsent() {
  const { user } = useAuth();
  const [update, { isLoading, originalArgs }] = useUpdateAnalyticsConsentMutation();
  // Analytics consent defaults to on when the value is missing (docs/product-spec.md section 9).
  const saved = user?.analyticsConsent !== false;
  const checked = isLoading && originalArgs ? originalArgs.consent : saved;
  const toast = useToast();
  const dispatch = useAppDispatch();
  const t = useT();

  const change = async (consent: boolean) => {
    try {
      await update({ consent }).unwrap();
      // Show the saved choice at once: the user is fetched again, but until that answer arrives
      // the cached user still holds the old value and the switch would flip back for a moment.
      dispatch(
        authApi.util.updateQueryData('getCurrentUser', undefined, (user) => {
          if (user) user.analyticsConsent = consent;
        }),
      );
      toast({
        title: t('settings.analytics.updated'),
        description: t(consent ? 'settings.analytics.enabled' : 'settings.analytics.disabled'),
        variant: 'success',
      });
    } catch {
      toast({
        title: t('settings.updateFailed'),
        description: t('settings.analytics.failed'),
        variant: 'destructive',
      });
    }
  };

  return (
    <div>
      <div className="toggle-row">
        <div className="toggle-row__text">
          <span id="analytics-label" className="toggle-row__label">
            {t('settings.analytics.label')}
          </span>
          <span className="toggle-row__description" id="analytics-description">
            {t('settings.analytics.text')}
          </span>
        </div>
        <Switch
          checked={checked}
          disabled={isLoading}
          aria-labelledby="analytics-label"
          aria-describedby="analytics-description"
          onChange={(value) => void change(value)}
        />
      </div>
    </div>
  );
}
