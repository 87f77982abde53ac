import {
  matchPrograms,
  programsFor,
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
import { useT } from '../../i18n/LanguageProvider';

/** A mark a sighted reader scans, and the words a screen reader says instead. */
const CriterionMarks: Record<CriterionStatus, { mark: string; words: string }> = {
  met: { mark: '✓', words: 'Met:' },
  not_met: { mark: '✗', words: 'Not met:' },
  unknown: { mark: '?', words: 'Not known yet:' },
};

function ProgramCard({ match }: { match: ProgramMatch }) {
  const t = useT();
  const { program, verdict, criteria } = match;
  const titleId = `program-${program.id}`;
  return (
    <Flex component="li" vertical gap="middle" className="state-program">
      <Flex vertical gap="small" align="flex-start">
        <h4 id={titleId} className="state-program__name">
          {program.name}
        </h4>
        <Tag color={VerdictColors[verdict]} className="state-program__verdict">
          {t(VerdictLabels[verdict])}
        </Tag>
      </Flex>
      <p>{program.summary}</p>
      <Flex wrap gap="middle" align="center">
        {program.apply.phone ? (
          <a className="btn btn--secondary" href={dialable(program.apply.phone)}>
            Call {program.apply.phone}
          </a>
        ) : null}
        <a href={program.apply.url} target="_blank" rel="noopener noreferrer">
          {new URL(program.apply.url).host}
        </a>
      </Flex>
      {/* Folded: on a phone every program's reasons at once made a page of many screens. */}
      <details className="state-program__details">
        <summary>Why, pay and how to apply</summary>
        <ul className="state-program__criteria" aria-label={`Why: ${program.name}`}>
          {criteria.map((criterion) => (
            <li key={criterion.text} className={`criterion criterion--${criterion.status}`}>
              <span aria-hidden="true">{CriterionMarks[criterion.status].mark} </span>
              <span className="sr-only">{CriterionMarks[criterion.status].words} </span>
              {criterion.text}
            </li>
          ))}
        </ul>
        <p>
          <strong>Pay: </strong>
          {program.pay.value === 'unknown' ? 'Not known yet: ask the agency.' : program.pay.value}
        </p>
        <p>
          <strong>How to apply: </strong>
          {program.apply.howTo} ({program.apply.agency})
        </p>
      </details>
      <p className="muted">Confirm with the agency: rules, waiting lists and pay change.</p>
    </Flex>
  );
}

/** The name of the state (or DC) a zip code belongs to. */
const placeName = (code: string) =>
  code in UsStateNames
    ? UsStateNames[code as keyof typeof UsStateNames]
    : ZipStateNames[code as keyof typeof ZipStateNames];

/** A zip code of another state is questioned: she may have tapped the state next to hers. */
function ZipQuestion({ answers }: { answers: EligibilityAnswers }) {
  const zipState = stateOfZip(answers.zipCode);
  if (!zipState || zipState === answers.state) return null;
  return (
    <Alert
      type="warning"
      role="note"
      title={
        <>
          Zip code {answers.zipCode} is in {placeName(zipState)}, not {UsStateNames[answers.state]}.
          These are {UsStateNames[answers.state]}&apos;s programs: if you live in{' '}
          {placeName(zipState)}, check again with your state.
        </>
      }
    />
  );
}

type VeteranAnswer = NonNullable<ProgramAnswers['veteran']>;
const VeteranChoices: ReadonlyArray<{ value: VeteranAnswer; label: string }> = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'unknown', label: 'Not sure' },
];

/** "Programs in <state>": every program that could pay a family caregiver there, with its reasons. */
export function StatePrograms({ answers }: { answers: EligibilityAnswers }) {
  // Asked here, not as an eighth step: only the VA's programs need it (the spec's seven stay).
  const [veteran, setVeteran] = useState<VeteranAnswer | undefined>();
  const veteranQuestion = useId();
  const matches = useMemo(
    () => matchPrograms(programsFor(answers.state), { ...answers, veteran }),
    [answers, veteran],
  );
  return (
    <section className="state-programs" aria-labelledby="state-programs-title">
      <h3 id="state-programs-title" className="eligibility-results__next">
        Programs in {UsStateNames[answers.state]}
      </h3>
      <p className="muted">
        Each program checked against your answers. Tend is not an agency: the state decides.
      </p>
      <ZipQuestion answers={answers} />
      <div>
        <p id={veteranQuestion}>Did the person you care for serve in the U.S. military?</p>
        <ChoiceGroup
          labelledBy={veteranQuestion}
          choices={VeteranChoices}
          value={veteran}
          onChange={setVeteran}
          columns={2}
        />
      </div>
      <Flex component="ul" vertical gap="middle" className="state-programs__list">
        {matches.map((match) => (
          <ProgramCard key={match.program.id} match={match} />
        ))}
      </Flex>
    </section>
  );
}
