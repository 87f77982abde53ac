import { RightOutlined, UserAddOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/LanguageProvider';
import { useListMyCirclesQuery } from '../circle/circle.api';
import { useGetProfileQuery, useGetRecipientsQuery } from '../profile/profile.api';
import { asksAboutPersonCaredFor } from './complete-profile';
import './complete-profile-prompt.css';

/**
 * Home's first card for a caregiver who has not completed onboarding: one tap to it, before
 * anything else, since the help on the rest of the page fits her better once it is done.
 */
export function CompleteProfilePrompt() {
  const t = useT();
  const { data: profile } = useGetProfileQuery();
  const recipients = useGetRecipientsQuery();
  const circles = useListMyCirclesQuery();
  if (!profile || profile.isOnboardingComplete) return null;
  // Waits for both lists, so that a helper never sees the card flash and go; a failed call
  // leaves the card shown, as it was before circles existed.
  if (recipients.isLoading || circles.isLoading) return null;
  if (!asksAboutPersonCaredFor({ recipients: recipients.data, circles: circles.data })) return null;
  return (
    <section aria-labelledby="complete-profile" className="home__section">
      {/* Named by all its words: a name shorter than the text a reader sees fails voice control. */}
      <Link to="/onboarding" className="quick-card complete-profile">
        <span className="quick-card__icon" aria-hidden>
          <UserAddOutlined />
        </span>
        <span className="quick-card__text">
          <strong id="complete-profile">{t('home.completeProfile')}</strong>
          <span>{t('home.completeProfile.text')}</span>
        </span>
        <RightOutlined aria-hidden className="quick-card__chevron" />
      </Link>
    </section>
  );
}
