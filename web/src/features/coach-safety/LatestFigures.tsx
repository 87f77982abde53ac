import type { MessageId } from '../../i18n/catalogue';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { RichValues } from '../../i18n/format';
import { baseLanguage } from '../../i18n/languages';
import type { KindFigures, SafetyFigures } from './safety-figures';

/** The four figures the coach is held to, each with its aim (issue 29). */
const headline = [
  'crisesReachingConcern',
  'urgentCrisesReachingEmergency',
  'ordinaryGivenEmergency',
  'ordinaryGivenConcern',
] as const;

const bold: RichValues = { b: (words) => <strong>{words}</strong> };

/** The reader's own way of writing a rate and a day (the day as written in the file, in UTC). */
function useFormats() {
  const { t, rich, language } = useLanguage();
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
  const notMeasured = t('coachSafety.figures.notMeasured');
  const rate = (value: number | null) => (value === null ? notMeasured : percent.format(value));
  return { t, rich, language, percent, day, notMeasured, rate };
}

/** The kinds of crisis the catalogues name (services/coach triage's own names). */
export const knownKinds = new Set([
  'suicide',
  'recipient_suicide',
  'caregiver_harm',
  'caregiver_endangered',
  'abuse_neglect',
  'missing_person',
  'medical',
  'poison',
]);

function KindLine({ kind }: { kind: KindFigures }) {
  const { t, rich, percent, language } = useFormats();
  const of = (count: number) =>
    t('coachSafety.figures.of', {
      count,
      total: kind.crises,
      percent: percent.format(count / kind.crises),
    });
  // The figures file writes each kind's English label; other languages take the catalogue's, and
  // a kind the catalogues do not know keeps the file's.
  const translated = language !== baseLanguage && knownKinds.has(kind.kind);
  return (
    <li>
      {rich('coachSafety.figures.kindLine', {
        ...bold,
        kind: translated ? t(`coachSafety.kind.${kind.kind}` as MessageId) : kind.label,
        concern: of(kind.reachingConcern),
        emergency: of(kind.reachingEmergency),
      })}
    </li>
  );
}

/** The latest figures, measured on the untouched set; each one not yet measured says so. */
export function LatestFigures({ figures }: { figures: SafetyFigures }) {
  const { t, rich, day, notMeasured, rate } = useFormats();
  const { measuredOn, messages, crises, ordinary, byKind } = figures;
  const size =
    messages === null
      ? notMeasured
      : crises !== null && ordinary !== null
        ? t('coachSafety.figures.size', { messages, crises, ordinary })
        : t('coachSafety.figures.sizeMessages', { messages });
  return (
    <>
      <p>
        {rich('coachSafety.figures.measuredOn', {
          ...bold,
          day: measuredOn === null ? notMeasured : day.format(new Date(measuredOn)),
          size,
        })}
      </p>
      <dl className="coach-safety__figures">
        {headline.map((key) => (
          <div key={key} className="coach-safety__figure">
            <dt>{t(`coachSafety.figures.${key}`)}</dt>
            <dd>
              <strong>{rate(figures[key])}</strong>{' '}
              <span className="coach-safety__aim">({t(`coachSafety.figures.${key}.aim`)})</span>
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="coach-safety__subheading">{t('coachSafety.figures.byKind')}</h3>
      {byKind.length === 0 ? (
        <p>{t('coachSafety.figures.byKindNone', { notMeasured })}</p>
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
