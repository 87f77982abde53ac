import {
  matchPrograms,
  stateNameIn,
  stateOfZip,
  UsStateNames,
  ZipStateNames,
  type CriterionStatus,
  type EligibilityAnswers,
  type ProgramAnswers,
  type ProgramMatch,
} from '@tend/contracts';
import { Alert, Flex, Tag } from 'antd';
import { useId, useMemo, useState } from 'react';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { dialable, VerdictColors, VerdictLabels } from './program-verdicts';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { Language } from '../../i18n/languages';
import '../../i18n/parts/eligibility';
import { useStatePrograms } from './use-state-programs';

/** A mark a sighted reader scans; a screen reader says `eligibility.criterion.<status>` instead. */
const CriterionMarks: Record<CriterionStatus, string> = {
  met: '✓',
  not_met: '✗',
  unknown: '?',
};

/** One program with its verdict, reasons, pay and how to apply: on the results, and opened from Home. */
export function StateProgramCard({
  match,
  textLanguage,
  headingLevel: Heading = 'h4',
}: {
  match: ProgramMatch;
  textLanguage: Language;
  /** h4 under the results' "Programs in <state>"; h3 in a dialog of its own. */
  headingLevel?: 'h3' | 'h4';
}) {
  const { t, language } = useLanguage();
  // Names stay as the agency says them (English); the texts are English until the Spanish arrives.
  const inEnglish = language === 'en' ? undefined : 'en';
  const textLang = textLanguage === language ? undefined : 'en';
  const { program, verdict, criteria } = match;
  const titleId = `program-${program.id}`;
  return (
    <Flex component="li" vertical gap="middle" className="state-program">
      <Flex vertical gap="small" align="flex-start">
        <Heading id={titleId} className="state-program__name" lang={inEnglish}>
          {program.name}
        </Heading>
        <Tag color={VerdictColors[verdict]} className="state-program__verdict">
          {t(VerdictLabels[verdict])}
        </Tag>
      </Flex>
      <p lang={textLang}>{program.summary}</p>
      <Flex wrap gap="middle" align="center">
        {program.apply.phone ? (
          <a className="btn btn--secondary" href={dialable(program.apply.phone)}>
            {t('eligibility.call', { phone: program.apply.phone })}
          </a>
        ) : null}
        <a href={program.apply.url} target="_blank" rel="noopener noreferrer">
          {new URL(program.apply.url).host}
        </a>
      </Flex>
      {/* Folded: on a phone every program's reasons at once made a page of many screens. */}
      <details className="state-program__details">
        <summary>{t('eligibility.program.details')}</summary>
        <ul
          className="state-program__criteria"
          aria-label={t('eligibility.program.why', { name: program.name })}
        >
          {criteria.map((criterion) => (
            <li key={criterion.text} className={`criterion criterion--${criterion.status}`}>
              <span aria-hidden="true">{CriterionMarks[criterion.status]} </span>
              <span className="sr-only">{t(`eligibility.criterion.${criterion.status}`)} </span>
              <span>{criterion.text}</span>
            </li>
          ))}
        </ul>
        <p>
          <strong>{t('eligibility.program.pay')} </strong>
          {program.pay.value === 'unknown' ? (
            t('eligibility.program.payUnknown')
          ) : (
            <span lang={textLang}>{program.pay.value}</span>
          )}
        </p>
        <p>
          <strong>{t('eligibility.program.howToApply')} </strong>
          <span lang={textLang}>
            {program.apply.howTo} ({program.apply.agency})
          </span>
        </p>
      </details>
      <p className="muted">{t('eligibility.program.confirm')}</p>
    </Flex>
  );
}

/** The name of the state (or DC) a zip code belongs to, in the reader's language. */
function placeName(code: string, language: Language): string {
  if (language === 'en' && code === 'DC') return ZipStateNames.DC;
  return code in UsStateNames || code === 'DC'
    ? stateNameIn(code as keyof typeof UsStateNames | 'DC', language)
    : code;
}

/** A zip code of another state is questioned: she may have tapped the state next to hers. */
function ZipQuestion({ answers }: { answers: EligibilityAnswers }) {
  const { t, language } = useLanguage();
  const zipState = stateOfZip(answers.zipCode);
  if (!zipState || zipState === answers.state) return null;
  return (
    <Alert
      type="warning"
      role="note"
      title={t('eligibility.zipElsewhere', {
        zip: answers.zipCode,
        zipState: placeName(zipState, language),
        state: stateNameIn(answers.state, language),
      })}
    />
  );
}

type VeteranAnswer = NonNullable<ProgramAnswers['veteran']>;
const VeteranAnswers: readonly VeteranAnswer[] = ['yes', 'no', 'unknown'];

/** "Programs in <state>": every program that could pay a family caregiver there, with its reasons. */
export function StatePrograms({ answers }: { answers: EligibilityAnswers }) {
  // Asked here, not as an eighth step: only the VA's programs need it (the spec's seven stay).
  const [veteran, setVeteran] = useState<VeteranAnswer | undefined>();
  const veteranQuestion = useId();
  const { t, language } = useLanguage();
  const veteranChoices = VeteranAnswers.map((value) => ({
    value,
    label: t(`eligibility.veteran.${value}`),
  }));
  const { programs, textLanguage } = useStatePrograms(answers.state, language);
  const matches = useMemo(
    () => matchPrograms(programs, { ...answers, veteran }, language),
    [programs, answers, veteran, language],
  );
  return (
    <section className="state-programs" aria-labelledby="state-programs-title">
      <h3 id="state-programs-title" className="eligibility-results__next">
        {t('eligibility.programs.title', { state: stateNameIn(answers.state, language) })}
      </h3>
      <p className="muted">{t('eligibility.programs.intro')}</p>
      {language === 'en' ? null : (
        <p className="muted">{t('eligibility.programs.namesInEnglish')}</p>
      )}
      <ZipQuestion answers={answers} />
      <div>
        <p id={veteranQuestion}>{t('eligibility.veteran.question')}</p>
        <ChoiceGroup
          labelledBy={veteranQuestion}
          choices={veteranChoices}
          value={veteran}
          onChange={setVeteran}
          columns={2}
        />
      </div>
      <Flex component="ul" vertical gap="middle" className="state-programs__list">
        {matches.map((match) => (
          <StateProgramCard key={match.program.id} match={match} textLanguage={textLanguage} />
        ))}
      </Flex>
    </section>
  );
}
