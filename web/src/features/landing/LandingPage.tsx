import {
  FormOutlined,
  MedicineBoxOutlined,
  MessageOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { HelpLines } from '@tend/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandLink } from '../../components/BrandLink';
import { signInPath } from '../../lib/return-path';
import { useEligibilityEnabled } from '../config/config.api';
import { LegalLinks } from '../legal/LegalLinks';
import './landing.css';
import sectionsStylesheet from './landing-sections.css?url';

interface Feature {
  title: string;
  text: string;
  icon: ReactNode;
}

/**
 * The landing/login screen for visitors; its copy follows the ELIGIBILITY_FEATURES flag. Shown at
 * a signed-in address, signing in goes back to `returnTo`.
 */
export default function LandingPage({ returnTo }: { returnTo?: string }) {
  const flagOn = useEligibilityEnabled();
  const signIn = signInPath(returnTo);

  const features: Feature[] = flagOn
    ? [
        {
          icon: <MessageOutlined />,
          title: 'AI Care Coach',
          text: 'Ask anything about caregiving, day or night, and get calm, practical guidance.',
        },
        {
          icon: <SafetyCertificateOutlined />,
          title: 'Medicaid Support',
          text: 'Find out if Medicaid personal-care and family caregiver programs can pay you.',
        },
        {
          icon: <TeamOutlined />,
          title: 'Caregiver Community',
          text: 'You are not alone: learn from resources made for and by family caregivers.',
        },
        {
          icon: <FormOutlined />,
          title: 'Burden Assessment',
          text: 'A 10-question check-in on how you are doing, with ideas to lighten the load.',
        },
      ]
    : [
        {
          icon: <MessageOutlined />,
          title: 'AI Care Coach',
          text: 'Ask anything about caregiving, day or night, and get calm, practical guidance.',
        },
        {
          icon: <MedicineBoxOutlined />,
          title: 'Health Guidance',
          text: 'Clear explanations of conditions, medications and care routines, in plain words.',
        },
      ];

  const helps = flagOn
    ? [
        'Check in 30 seconds whether you may qualify for paid caregiving programs',
        'Answers to caregiving questions any time, from an AI care coach',
        'A short self-assessment to notice burnout early',
        'Step-by-step help gathering documents and applying',
      ]
    : [
        'Answers to caregiving questions any time, from an AI care coach',
        'Practical tips for safety, medications and daily routines',
        'A short self-assessment to notice burnout early',
        'Your conversations and notes kept private and secure',
      ];

  return (
    <div className="landing">
      {/* The app's header is the page's banner (alpha notice): the brand bar is navigation. */}
      <nav className="landing__header" aria-label="Tend">
        <div className="landing__inner landing__header-inner">
          <BrandLink />
          <div className="landing__account-links">
            <Link to="/signup" className="btn btn--primary">
              Create Account
            </Link>
            <Link to={signIn} className="btn btn--secondary">
              Sign In
            </Link>
          </div>
        </div>
      </nav>

      <main id="main">
        <section className="landing__hero" aria-labelledby="landing-title">
          <div className="landing__inner">
            <p className="landing__eyebrow">For the 63M family caregivers in the US</p>
            <h1 id="landing-title" className="landing__title">
              {flagOn
                ? 'Get Paid to Care for Your Loved One'
                : 'Expert Caregiving Support at Your Fingertips'}
            </h1>
            <p className="landing__lead">
              {flagOn
                ? 'Medicaid personal-care and family caregiver support programs can pay up to $2,000/month to family members who provide care.'
                : 'An AI care coach, practical guidance and a caregiver check-in, whenever you need them.'}
            </p>
            <div className="landing__cta">
              {flagOn ? (
                <>
                  <Link to="/eligibility" className="btn btn--primary btn--large">
                    See If You Qualify
                  </Link>
                  <span className="landing__cta-note">Takes 30 seconds</span>
                </>
              ) : (
                <Link to="/signup" className="btn btn--primary btn--large">
                  Get Started
                </Link>
              )}
            </div>
            <p className="landing__signin">
              Already have an account? <Link to={signIn}>Sign in</Link>
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
              What Tend offers
            </h2>
            <ul className={`landing__features landing__features--${features.length}`}>
              {features.map((f) => (
                <li key={f.title} className="landing__feature">
                  <span className="landing__feature-icon" aria-hidden>
                    {f.icon}
                  </span>
                  <h3>{f.title}</h3>
                  <p>{f.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="landing__section" aria-labelledby="helps-title">
          <div className="landing__inner landing__split">
            <div>
              <h2 id="helps-title" className="landing__h2">
                How Tend helps
              </h2>
              <ul className="landing__helps">
                {helps.map((h) => (
                  <li key={h}>
                    <span aria-hidden>✓</span> {h}
                  </li>
                ))}
              </ul>
            </div>
            <dl className="landing__stats">
              <div>
                <dt>63M</dt>
                <dd>family caregivers in the US</dd>
              </div>
              {flagOn ? (
                <div>
                  <dt>$2,000</dt>
                  <dd>per month in potential caregiver pay</dd>
                </div>
              ) : (
                <div>
                  <dt>24/7</dt>
                  <dd>support, whenever you need it</dd>
                </div>
              )}
            </dl>
          </div>
        </section>
      </main>

      <footer className="landing__footer">
        <div className="landing__inner">
          <LegalLinks className="landing__legal" />
          <p className="landing__disclaimer">
            Tend offers caregiving support and information, not medical advice. In an emergency,
            call {HelpLines.emergency.number}.
          </p>
        </div>
      </footer>
    </div>
  );
}
