import { ArrowLeftOutlined, PhoneFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { HelpLines, type HelpLine } from '@tend/contracts';
import type { MessageId } from '../../i18n/catalogue';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { RichValues } from '../../i18n/format';
import '../../i18n/parts/coachSafety';
import { safeReturnPath } from '../../lib/return-path';
import { LatestFigures } from './LatestFigures';
import { latestFigures, type SafetyFigures } from './safety-figures';
import './coach-safety.css';

const { emergency, lifeline, poisonControl, eldercareLocator, domesticViolence } = HelpLines;

/** A help line's number as a link that dials it. */
function Call({ line, children }: { line: HelpLine; children?: ReactNode }) {
  return <a href={line.call}>{children ?? line.number}</a>;
}

/** The help lines a sentence names, its numbers dialled or texted from the words around them. */
const lineValues: RichValues = {
  emergencyNumber: emergency.number,
  lifelineNumber: lifeline.number,
  lifelineName: lifeline.name,
  poisonName: poisonControl.name,
  poisonNumber: poisonControl.number,
  eldercareName: eldercareLocator.name,
  eldercareNumber: eldercareLocator.number,
  dvName: domesticViolence.name,
  dvNumber: domesticViolence.number,
  dvKeyword: domesticViolence.textKeyword,
  dvTextNumber: domesticViolence.textNumber,
  b: (words) => <strong>{words}</strong>,
  q: (words) => <q>{words}</q>,
  emergency: (words) => <Call line={emergency}>{words}</Call>,
  lifeline: (words) => <Call line={lifeline}>{words}</Call>,
  lifelineText: (words) => <a href={lifeline.text}>{words}</a>,
  poison: (words) => <Call line={poisonControl}>{words}</Call>,
  eldercare: (words) => <Call line={eldercareLocator}>{words}</Call>,
  dv: (words) => <Call line={domesticViolence}>{words}</Call>,
  dvText: (words) => <a href={domesticViolence.text}>{words}</a>,
};

/** What the coach looks for (services/coach triage: its kinds, in English and in Spanish). */
const detected: MessageId[] = [
  'coachSafety.detected.suicide',
  'coachSafety.detected.recipientSuicide',
  'coachSafety.detected.harm',
  'coachSafety.detected.endangered',
  'coachSafety.detected.abuse',
  'coachSafety.detected.missing',
  'coachSafety.detected.medical',
  'coachSafety.detected.poison',
];

/** What an emergency answer opens with, kind by kind. */
const actions: MessageId[] = [
  'coachSafety.action.suicide',
  'coachSafety.action.harm',
  'coachSafety.action.medical',
  'coachSafety.action.poison',
  'coachSafety.action.abuse',
  'coachSafety.action.missing',
  'coachSafety.action.home',
];

/** What it never does, and how it is measured: a list each. */
const never: MessageId[] = [
  'coachSafety.never.lowers',
  'coachSafety.never.contacts',
  'coachSafety.never.counts',
  'coachSafety.never.logs',
];
const measured: MessageId[] = [
  'coachSafety.measured.writers',
  'coachSafety.measured.aside',
  'coachSafety.measured.ordinary',
  'coachSafety.measured.only',
];

/**
 * `/coach-safety`, public and rendered at build time: the coach's crisis protocol, as California
 * SB 243 asks it to be published, with the latest figures of how well it recognises a crisis.
 */
export default function CoachSafetyPage({ figures = latestFigures }: { figures?: SafetyFigures }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('returnTo'));
  const { t, rich } = useLanguage();
  const title = t('coachSafety.title');

  useEffect(() => {
    document.title = `${title} · Tend`;
  }, [title]);

  const back = () => {
    if (returnTo) void navigate(returnTo);
    // Opened here directly: there is nothing of Tend's to go back to.
    else if ((window.history.state as { idx?: number } | null)?.idx) void navigate(-1);
    else void navigate('/');
  };

  return (
    <main id="main" className="page page--narrow coach-safety">
      <div className="coach-safety__back">
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={back}>
          {t('coachSafety.back')}
        </Button>
      </div>
      <article className="coach-safety__card">
        <h1 className="page-title">{title}</h1>
        <p className="coach-safety__now">
          <PhoneFilled aria-hidden className="coach-safety__now-icon" />
          <span>{rich('coachSafety.now', lineValues)}</span>
        </p>
        <p>{t('coachSafety.intro')}</p>

        <h2>{t('coachSafety.looksFor.title')}</h2>
        <ul>
          {detected.map((item) => (
            <li key={item}>{t(item)}</li>
          ))}
        </ul>
        <p>{t('coachSafety.looksFor.languages')}</p>

        <h2>{t('coachSafety.shows.title')}</h2>
        <p>{t('coachSafety.shows.levels')}</p>
        <h3 className="coach-safety__subheading">{t('coachSafety.emergency.title')}</h3>
        <p>{t('coachSafety.emergency.text')}</p>
        <ul>
          {actions.map((item) => (
            <li key={item}>{rich(item, lineValues)}</li>
          ))}
        </ul>
        <h3 className="coach-safety__subheading">{t('coachSafety.concern.title')}</h3>
        <p>{rich('coachSafety.concern.text', lineValues)}</p>
        <p>{t('coachSafety.concern.spanish')}</p>

        <h2>{t('coachSafety.never.title')}</h2>
        <ul>
          {never.map((item) => (
            <li key={item}>{t(item)}</li>
          ))}
        </ul>

        <h2>{t('coachSafety.measured.title')}</h2>
        <ul>
          {measured.map((item) => (
            <li key={item}>{t(item)}</li>
          ))}
        </ul>

        <h2>{t('coachSafety.figures.title')}</h2>
        <LatestFigures figures={figures} />
      </article>
    </main>
  );
}
