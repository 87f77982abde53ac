import { PhoneOutlined } from '@ant-design/icons';
import { HelpLines, type HelpLine } from '@tend/contracts';
import type { MessageId } from '../../i18n/catalogue';
import { useLanguage } from '../../i18n/LanguageProvider';
import { HELP_NOW_ANCHOR } from './HelpNow';
import { SpanishHow } from './spanish-lines';

type LineKey = keyof typeof HelpLines;

/**
 * Free US lines a caregiver can call tonight, with or without an account: each with what it is
 * for; a line that answers only in Spanish is shown to a Spanish reader.
 */
const lines: { key: LineKey; what: MessageId; spanishOnly?: true }[] = [
  { key: 'emergency', what: 'resources.guidance.emergency' },
  { key: 'lifeline', what: 'resources.guidance.lifeline' },
  { key: 'alzheimers', what: 'resources.guidance.alzheimers' },
  { key: 'eldercareLocator', what: 'resources.guidance.eldercareLocator' },
  { key: 'aarpCaregivingSpanish', what: 'resources.guidance.aarpSpanish', spanishOnly: true },
];

/**
 * Guidance for anyone who opens /resources, signed in or not. A line's name stays as its
 * organisation writes it; where it answers in Spanish, how, with the page that says so.
 */
export function PublicGuidance() {
  const { t, language } = useLanguage();
  const shown = lines.filter((line) => !line.spanishOnly || language === 'es-US');
  return (
    // `/resources#help-now`: where Home's and the coach's "Help now" land (./HelpNow.tsx).
    <section
      id={HELP_NOW_ANCHOR}
      className="resources-guidance"
      aria-labelledby="resources-guidance"
    >
      <h2 id="resources-guidance" className="section-title" tabIndex={-1}>
        {t('resources.guidance.title')}
      </h2>
      <ul className="guidance-list">
        {shown.map(({ key, what }) => {
          const line: HelpLine = HelpLines[key];
          const spanishHow = SpanishHow[key];
          const spanish = line.spanish && spanishHow ? { how: spanishHow, ...line.spanish } : null;
          return (
            <li key={key} className="guidance-line">
              <div>
                <p className="guidance-line__name">{line.name}</p>
                <p className="guidance-line__what">{t(what)}</p>
                {spanish ? (
                  <p className="guidance-line__what">
                    {t('resources.guidance.inSpanish', { how: t(spanish.how) })} (
                    <a href={spanish.source.url} target="_blank" rel="noopener noreferrer">
                      {t('resources.guidance.source')}
                    </a>
                    )
                  </p>
                ) : null}
              </div>
              <a className="btn btn--secondary guidance-line__call" href={line.call}>
                <PhoneOutlined aria-hidden /> {line.number}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
