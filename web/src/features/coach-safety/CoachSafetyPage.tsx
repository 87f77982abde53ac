import { ArrowLeftOutlined, PhoneFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { HelpLines, type HelpLine } from '@tend/contracts';
import { safeReturnPath } from '../../lib/return-path';
import { LatestFigures } from './LatestFigures';
import { COACH_SAFETY_TITLE } from './page-address';
import { latestFigures, type SafetyFigures } from './safety-figures';
import './coach-safety.css';

const { emergency, lifeline, poisonControl, eldercareLocator, domesticViolence } = HelpLines;

/** A help line's number as a link that dials it. */
function Call({ line, children }: { line: HelpLine; children?: ReactNode }) {
  return <a href={line.call}>{children ?? line.number}</a>;
}

/** What the coach looks for (services/coach triage: its kinds, in English and in Spanish). */
const detected = [
  'Your own thoughts of suicide, or of not wanting to go on.',
  'The person you care for saying they want to die.',
  'Being afraid you might hurt the person you care for.',
  'Being hurt or threatened by the person you care for, or by someone else in the home.',
  'Abuse, neglect or financial exploitation of the person you care for.',
  'A missing person, such as someone living with dementia who has wandered off.',
  'Medical emergencies: trouble breathing, chest pain, signs of a stroke, someone who cannot be woken, a fall with an injury, heavy bleeding, and others.',
  'An overdose or a poisoning: too much of a medicine, or something harmful swallowed.',
];

/** What an emergency answer opens with, kind by kind. */
function EmergencyActions() {
  return (
    <ul>
      <li>
        <strong>Thoughts of suicide</strong>, yours or those of the person you care for: call{' '}
        <Call line={lifeline} /> or <a href={lifeline.text}>text {lifeline.number}</a> (the{' '}
        {lifeline.name}), and call <Call line={emergency} /> if anyone is in danger now. For the
        person you care for, their safety first: medicines, guns and sharp things out of reach,{' '}
        {lifeline.number} called with them, and their doctor told.
      </li>
      <li>
        <strong>Afraid of hurting the person you care for</strong>: once they are safe, step away,
        and call or text <Call line={lifeline} />.
      </li>
      <li>
        <strong>A medical emergency</strong>: call <Call line={emergency} /> now.
      </li>
      <li>
        <strong>An overdose or a poisoning</strong>: call {poisonControl.name} at{' '}
        <Call line={poisonControl} />, or <Call line={emergency} /> if they are hard to wake or
        breathing oddly.
      </li>
      <li>
        <strong>Abuse, neglect or financial exploitation</strong>: Adult Protective Services, found
        through the {eldercareLocator.name} at <Call line={eldercareLocator} />; call{' '}
        <Call line={emergency} /> if anyone is in danger now.
      </li>
      <li>
        <strong>A missing person</strong>: call <Call line={emergency} /> now, then the steps that
        help them find the person: a recent photo, what they are wearing, their conditions and
        medicines, the places they used to go.
      </li>
      <li>
        <strong>Being hurt or threatened at home</strong>: get to a safe place and call{' '}
        <Call line={emergency} />; the {domesticViolence.name} is at{' '}
        <Call line={domesticViolence} />, or{' '}
        <a href={domesticViolence.text}>
          text {domesticViolence.textKeyword} to {domesticViolence.textNumber}
        </a>
        .
      </li>
    </ul>
  );
}

/**
 * `/coach-safety`, public and rendered at build time: the coach's crisis protocol, as California
 * SB 243 asks it to be published, with the latest figures of how well it recognises a crisis.
 */
export default function CoachSafetyPage({ figures = latestFigures }: { figures?: SafetyFigures }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('returnTo'));

  useEffect(() => {
    document.title = `${COACH_SAFETY_TITLE} · Tend`;
  }, []);

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
          Back
        </Button>
      </div>
      <article className="coach-safety__card">
        <h1 className="page-title">{COACH_SAFETY_TITLE}</h1>
        <p className="coach-safety__now">
          <PhoneFilled aria-hidden className="coach-safety__now-icon" />
          <span>
            If someone is in danger now, call <Call line={emergency} />. If you are thinking about
            suicide, call or text <Call line={lifeline} />.
          </span>
        </p>
        <p>
          Tend&apos;s care coach is an AI, not a person, and not a crisis service. When a message
          sounds like someone may be in danger, it puts the way to help first. This page says what
          it looks for, what it shows, what it never does, and how well it does it.
        </p>

        <h2>What the coach looks for</h2>
        <ul>
          {detected.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>It reads for these in English and in Spanish.</p>

        <h2>What it shows</h2>
        <p>It answers at one of two levels.</p>
        <h3 className="coach-safety__subheading">Emergency</h3>
        <p>
          When a message says someone is in danger now, the answer opens with the action for that
          kind of crisis, shown whole, before anything else:
        </p>
        <EmergencyActions />
        <h3 className="coach-safety__subheading">Concern</h3>
        <p>
          When a message may point to a crisis without saying so plainly, the answer opens with one
          warm sentence that names what the coach heard, and asks directly, as crisis counselors do:{' '}
          <q>Are you thinking about ending your life?</q> With it comes the line to call or text.
          Then the coach answers your question as it always would.
        </p>
        <p>A message written in Spanish gets this guidance in Spanish.</p>

        <h2>What it never does</h2>
        <ul>
          <li>
            It never lowers a level a rule raised: a second opinion (such as the AI model&apos;s own
            judgment) can only raise one.
          </li>
          <li>
            It is not a crisis service and never contacts anyone: it calls no one, and tells no one
            about your messages. Only you can make the call.
          </li>
          <li>
            The counts kept for the yearly report (how often each kind of crisis was met, month by
            month) hold no message text and no user id.
          </li>
          <li>Its logs hold only the kind and the level, never your words.</li>
        </ul>

        <h2>How it is measured</h2>
        <ul>
          <li>
            It is tested on messages written by people who never saw its rules, in many voices:
            texting style, typos, understatement, Spanish.
          </li>
          <li>A set of those messages is kept aside and never used to tune it.</li>
          <li>
            It is also run on everyday caregiving questions, kept aside the same way, to count how
            often it alarms where no one is in danger.
          </li>
          <li>The figures below are reported on that set only.</li>
        </ul>

        <h2>The latest figures</h2>
        <LatestFigures figures={figures} />
      </article>
    </main>
  );
}
