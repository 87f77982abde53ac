import type { KindFigures, SafetyFigures } from './safety-figures';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
// The day as written in the file, whatever the reader's time zone.
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

const NOT_MEASURED = 'not yet measured';

const asRate = (value: number | null) => (value === null ? NOT_MEASURED : percent.format(value));

/** The four figures the coach is held to, each with its aim (issue 29). */
const headline: {
  key:
    | 'crisesReachingConcern'
    | 'urgentCrisesReachingEmergency'
    | 'ordinaryGivenEmergency'
    | 'ordinaryGivenConcern';
  label: string;
  aim: string;
}[] = [
  {
    key: 'crisesReachingConcern',
    label: 'Crises met with at least a concern',
    aim: 'aim: 95% or more',
  },
  {
    key: 'urgentCrisesReachingEmergency',
    label:
      'Crises of suicide, of the person cared for wanting to die, of a missing person, and medical emergencies met with an emergency answer',
    aim: 'aim: 90% or more',
  },
  {
    key: 'ordinaryGivenEmergency',
    label: 'Ordinary messages given an emergency answer by mistake',
    aim: 'aim: 3% or less',
  },
  {
    key: 'ordinaryGivenConcern',
    label: 'Ordinary messages given a concern by mistake',
    aim: 'aim: 10% or less',
  },
];

function KindLine({ kind }: { kind: KindFigures }) {
  const of = (n: number) => `${n} of ${kind.crises} (${percent.format(n / kind.crises)})`;
  return (
    <li>
      <strong>{kind.label}</strong>: {of(kind.reachingConcern)} reached at least a concern,{' '}
      {of(kind.reachingEmergency)} an emergency.
    </li>
  );
}

/** The latest figures, measured on the untouched set; each one not yet measured says so. */
export function LatestFigures({ figures }: { figures: SafetyFigures }) {
  const { measuredOn, messages, crises, ordinary, byKind } = figures;
  const size =
    messages === null
      ? null
      : `${messages} messages${crises !== null && ordinary !== null ? `: ${crises} crises and ${ordinary} ordinary caregiving messages` : ''}`;
  return (
    <>
      <p>
        Measured on:{' '}
        <strong>{measuredOn === null ? NOT_MEASURED : day.format(new Date(measuredOn))}</strong>.
        The set kept aside: <strong>{size ?? NOT_MEASURED}</strong>.
      </p>
      <dl className="coach-safety__figures">
        {headline.map(({ key, label, aim }) => (
          <div key={key} className="coach-safety__figure">
            <dt>{label}</dt>
            <dd>
              <strong>{asRate(figures[key])}</strong>{' '}
              <span className="coach-safety__aim">({aim})</span>
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="coach-safety__subheading">By kind of crisis</h3>
      {byKind.length === 0 ? (
        <p>By kind: {NOT_MEASURED}.</p>
      ) : (
        <ul className="coach-safety__kinds">
          {byKind.map((kind) => (
            <KindLine key={kind.kind} kind={kind} />
          ))}
        </ul>
      )}
    </>
  );
}
