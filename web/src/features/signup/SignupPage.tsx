import { HomeOutlined } from '@ant-design/icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../components/AuthCard';
import type { MessageId } from '../../i18n/catalogue';
import { useT } from '../../i18n/LanguageProvider';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { ScreenSpinner } from '../../components/PageSpinner';
import { AgreementsStep } from './steps/AgreementsStep';
import { CompleteStep } from './steps/CompleteStep';
import { EmailStep } from './steps/EmailStep';
import { NameStep } from './steps/NameStep';
import { PasswordStep } from './steps/PasswordStep';
import { VerifyStep } from './steps/VerifyStep';
import { loadDraft, saveDraft, type SignupDraft } from './signup-draft';
import { SignupLinkNotice } from './SignupLinkNotice';
import {
  resolveSignupStep,
  showsHomeButton,
  SIGNUP_PROGRESS_STEPS,
  type SignupStep,
} from './signup-flow';
import { useSignupLink } from './use-signup-link';
import './signup.css';
import '../../i18n/parts/account';

const TITLES: Record<SignupStep, MessageId> = {
  1: 'signup.title.name',
  2: 'signup.title.email',
  3: 'signup.title.verify',
  4: 'signup.title.password',
  5: 'signup.title.agreements',
  6: 'signup.title.complete',
};

export default function SignupPage() {
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  const step = resolveSignupStep(params.get('step'), token);
  const [draft, setDraft] = useState<SignupDraft>(loadDraft);
  // The password is held in memory only, until the account is created.
  const [password, setPassword] = useState('');
  const headingRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  // Before any password or legal step: a used link means the account exists, so sign in.
  const link = useSignupLink(step === 4 || step === 5 ? token : null);
  const t = useT();

  const goTo = useCallback(
    (next: SignupStep) => {
      const nextParams = new URLSearchParams();
      nextParams.set('step', String(next));
      if (token) nextParams.set('token', token);
      setParams(nextParams);
    },
    [setParams, token],
  );

  const updateDraft = (patch: Partial<SignupDraft>) => {
    setDraft((current) => {
      const next = { ...current, ...patch };
      saveDraft(next);
      return next;
    });
  };

  // Move focus to the new step's heading so screen-reader users hear where they are.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.querySelector('h1')?.focus();
  }, [step]);

  if (link === 'checking') return <ScreenSpinner label={t('signup.checkingLink')} />;
  if (link === 'account-exists' || link === 'expired') return <SignupLinkNotice status={link} />;

  // Steps 1-5 show their progress; the completion screen none.
  const progress =
    step <= SIGNUP_PROGRESS_STEPS
      ? t('signup.progress', { step, total: SIGNUP_PROGRESS_STEPS })
      : null;
  const top = (
    <div className="signup-top">
      {showsHomeButton(step) ? (
        <Link to="/" className="icon-link" aria-label={t('signup.home')}>
          <HomeOutlined aria-hidden />
        </Link>
      ) : null}
      {progress ? (
        <div className="signup-progress">
          <span className="signup-progress__label">{progress}</span>
          <span className="signup-progress__track" aria-hidden>
            <span style={{ width: `${(step / SIGNUP_PROGRESS_STEPS) * 100}%` }} />
          </span>
        </div>
      ) : null}
      <LanguageSwitch className="signup-top__language" />
    </div>
  );

  return (
    <div ref={headingRef}>
      <AuthCard top={top} title={t(TITLES[step])}>
        {step === 1 ? (
          <NameStep draft={draft} onChange={updateDraft} onNext={() => goTo(2)} />
        ) : null}
        {step === 2 ? (
          <EmailStep
            draft={draft}
            onChange={updateDraft}
            onBack={() => goTo(1)}
            onSent={() => goTo(3)}
          />
        ) : null}
        {step === 3 ? <VerifyStep draft={draft} onBack={() => goTo(2)} /> : null}
        {step === 4 ? (
          <PasswordStep
            password={password}
            onChange={setPassword}
            onBack={() => goTo(3)}
            onNext={() => goTo(5)}
          />
        ) : null}
        {step === 5 ? (
          <AgreementsStep
            token={token}
            password={password}
            onBack={() => goTo(4)}
            onMissingPassword={() => goTo(4)}
            onComplete={() => goTo(6)}
          />
        ) : null}
        {step === 6 ? <CompleteStep /> : null}
      </AuthCard>
    </div>
  );
}
