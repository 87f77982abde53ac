import {
  FormOutlined,
  MedicineBoxOutlined,
  MessageOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { EmergencyLine } from '@tend/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandLink } from '../../components/BrandLink';
import type { MessageId } from '../../i18n/catalogue';
import { useLanguage } from '../../i18n/LanguageProvider';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { signInPath } from '../../lib/return-path';
import { useEligibilityEnabled } from '../config/config.api';
import { LegalLinks } from '../legal/LegalLinks';
import './landing.css';
import sectionsStylesheet from './landing-sections.css?url';

interface Feature {
  title: MessageId;
  text: MessageId;
  icon: ReactNode;
}

const coach: Feature = {
  icon: <MessageOutlined />,
  title: 'landing.feature.coach.title',
  text: 'landing.feature.coach.text',
};

/** The feature cards and how Tend helps, as the ELIGIBILITY_FEATURES flag has them. */
const copy = {
  paid: {
    features: [
      coach,
      {
        icon: <SafetyCertificateOutlined />,
        title: 'landing.feature.medicaid.title',
        text: 'landing.feature.medicaid.text',
      },
      {
        icon: <TeamOutlined />,
        title: 'landing.feature.community.title',
        text: 'landing.feature.community.text',
      },
      {
        icon: <FormOutlined />,
        title: 'landing.feature.assessment.title',
        text: 'landing.feature.assessment.text',
      },
    ],
    helps: [
      'landing.helps.qualify',
      'landing.helps.coach',
      'landing.helps.assessment',
      'landing.helps.apply',
    ],
  },
  support: {
    features: [
      coach,
      {
        icon: <MedicineBoxOutlined />,
        title: 'landing.feature.health.title',
        text: 'landing.feature.health.text',
      },
    ],
    helps: [
      'landing.helps.coach',
      'landing.helps.tips',
      'landing.helps.assessment',
      'landing.helps.private',
    ],
  },
} satisfies Record<string, { features: Feature[]; helps: MessageId[] }>;

/**
 * The landing/login screen for visitors; its copy follows the ELIGIBILITY_FEATURES flag. Shown at
 * a signed-in address, signing in goes back to `returnTo`.
 */
export default function LandingPage({ returnTo }: { returnTo?: string }) {
  const flagOn = useEligibilityEnabled();
  const signIn = signInPath(returnTo);
  const { t, rich } = useLanguage();
  const { features, helps } = flagOn ? copy.paid : copy.support;

  return (
    <div className="landing">
      {/* The app's header is the page's banner (alpha notice): the brand bar is navigation. */}
      <nav className="landing__header" aria-label="Tend">
        <div className="landing__inner landing__header-inner">
          <BrandLink />
          <div className="landing__account-links">
            <LanguageSwitch />
            <Link to="/signup" className="btn btn--primary">
              {t('landing.createAccount')}
            </Link>
            <Link to={signIn} className="btn btn--secondary">
              {t('landing.signIn')}
            </Link>
          </div>
        </div>
      </nav>

      <main id="main">
        <section className="landing__hero" aria-labelledby="landing-title">
          <div className="landing__inner">
            <p className="landing__eyebrow">{t('landing.eyebrow')}</p>
            <h1 id="landing-title" className="landing__title">
              {t(flagOn ? 'landing.title.paid' : 'landing.title.support')}
            </h1>
            <p className="landing__lead">
              {t(flagOn ? 'landing.lead.paid' : 'landing.lead.support')}
            </p>
            <div className="landing__cta">
              {flagOn ? (
                <>
                  <Link to="/eligibility" className="btn btn--primary btn--large">
                    {t('landing.cta.qualify')}
                  </Link>
                  <span className="landing__cta-note">{t('landing.cta.qualifyNote')}</span>
                </>
              ) : (
                <Link to="/signup" className="btn btn--primary btn--large">
                  {t('landing.cta.start')}
                </Link>
              )}
            </div>
            <p className="landing__signin">
              {rich('landing.alreadyHaveAccount', {
                link: (words) => <Link to={signIn}>{words}</Link>,
              })}
            </p>
          </div>
        </section>

        {/*
          The sections below the first screen bring their own stylesheet, linked here rather than
          in the head: the browser paints the first screen while it loads, and lays out the rest
          after (a phone's first paint had been waiting on the layout of the whole page).
        */}
        <link rel="stylesheet" href={sectionsStylesheet} />

        <section className="landing__section" aria-labelledby="features-title">
          <div className="landing__inner">
            <h2 id="features-title" className="landing__h2">
              {t('landing.features.title')}
            </h2>
            <ul className={`landing__features landing__features--${features.length}`}>
              {features.map((f) => (
                <li key={f.title} className="landing__feature">
                  <span className="landing__feature-icon" aria-hidden>
                    {f.icon}
                  </span>
                  <h3>{t(f.title)}</h3>
                  <p>{t(f.text)}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="landing__section" aria-labelledby="helps-title">
          <div className="landing__inner landing__split">
            <div>
              <h2 id="helps-title" className="landing__h2">
                {t('landing.helps.title')}
              </h2>
              <ul className="landing__helps">
                {helps.map((h) => (
                  <li key={h}>
                    <span aria-hidden>✓</span> {t(h)}
                  </li>
                ))}
              </ul>
            </div>
            <dl className="landing__stats">
              <div>
                <dt>{t('landing.stats.caregivers.figure')}</dt>
                <dd>{t('landing.stats.caregivers.text')}</dd>
              </div>
              {flagOn ? (
                <div>
                  <dt>{t('landing.stats.pay.figure')}</dt>
                  <dd>{t('landing.stats.pay.text')}</dd>
                </div>
              ) : (
                <div>
                  <dt>{t('landing.stats.support.figure')}</dt>
                  <dd>{t('landing.stats.support.text')}</dd>
                </div>
              )}
            </dl>
          </div>
        </section>
      </main>

      <footer className="landing__footer">
        <div className="landing__inner">
          <LegalLinks className="landing__legal" />
          <LanguageSwitch className="landing__language" />
          <p className="landing__disclaimer">
            {t('landing.disclaimer', { number: EmergencyLine.number })}
          </p>
        </div>
      </footer>
    </div>
  );
}
