import { MessageOutlined, RightOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { HelpLines } from '@tend/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { InitialsAvatar } from '../../components/InitialsAvatar';
import { useT } from '../../i18n/LanguageProvider';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import '../../i18n/parts/home';
import { LegalLinks } from '../legal/LegalLinks';
import { HelpNowCard } from '../resources/HelpNow';
import '../../components/pill.css';
import './home.css';

/**
 * The parts of Home that show no data of hers: Home draws them around her data, and the shell
 * rendered at build time (HomeShell) draws them alone, so the two are the same size on screen.
 */

/** Her initial, the greeting and whom she cares for, with the account links beside them. */
export function HomeHeader({
  initial,
  title,
  caredFor,
  links,
}: {
  initial: string;
  title: string;
  caredFor?: string;
  links: ReactNode;
}) {
  const t = useT();
  return (
    <header className="home__header">
      <InitialsAvatar initials={initial} className="home__avatar" />
      <div className="home__greeting">
        <h1 className="page-title">{title}</h1>
        <p className="muted home__sub">{t('home.howAreYou')}</p>
        {caredFor ? (
          <p className="home__caring-for">{t('home.caringFor', { name: caredFor })}</p>
        ) : null}
      </div>
      {links}
    </header>
  );
}

/** The coach, the eligibility checker (flag on) and the help lines. */
export function QuickActions({ eligibilityEnabled }: { eligibilityEnabled: boolean }) {
  const t = useT();
  return (
    <section aria-labelledby="quick-actions" className="home__section">
      <h2 id="quick-actions" className="section-title">
        {t('home.quickActions')}
      </h2>
      <div className="home__quick">
        <Link to="/ai-coach" className="quick-card">
          <span className="quick-card__icon" aria-hidden>
            <MessageOutlined />
          </span>
          <span className="quick-card__text">
            <strong>{t('home.coach.title')}</strong>
            <span>{t('home.coach.text')}</span>
          </span>
          <RightOutlined aria-hidden className="quick-card__chevron" />
        </Link>
        {eligibilityEnabled ? (
          <Link to="/eligibility" className="quick-card">
            <span className="quick-card__icon quick-card__icon--warm" aria-hidden>
              <SafetyCertificateOutlined />
            </span>
            <span className="quick-card__text">
              <strong>{t('home.eligibility.title')}</strong>
              <span>{t('home.eligibility.text')}</span>
            </span>
            <RightOutlined aria-hidden className="quick-card__chevron" />
          </Link>
        ) : null}
        <HelpNowCard />
      </div>
    </section>
  );
}

/** Tend's welcome and the emergency disclaimer. */
export function WelcomeCard() {
  const t = useT();
  return (
    <section className="home__section welcome-card" aria-labelledby="welcome">
      <h2 id="welcome" className="section-title">
        {t('home.welcome.title')}
      </h2>
      <p>{t('home.welcome.text')}</p>
      <p className="muted welcome-card__note">
        {t('home.disclaimer', { number: HelpLines.emergency.number })}
      </p>
    </section>
  );
}

/** The legal links and the language switch. */
export function HomeFooter() {
  return (
    <footer className="home__footer">
      <LegalLinks className="home__legal" />
      <LanguageSwitch className="home__language" />
    </footer>
  );
}
