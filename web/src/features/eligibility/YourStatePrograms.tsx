import { matchPrograms, programsFor, stateNameIn } from '@tend/contracts';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useGetLatestEligibilityAnswersQuery } from './eligibility.api';
import { dialable, VerdictLabels } from './program-verdicts';

/** How many programs Home lists: the likeliest, with the whole list a tap away. */
const HomeProgramsMax = 3;

/**
 * Home's view of her last eligibility check: the likeliest programs of her state that can pay a
 * family caregiver, each with its verdict and a number to call. Nothing until she has checked.
 */
export function YourStatePrograms() {
  const { data } = useGetLatestEligibilityAnswersQuery();
  const { t, rich, language } = useLanguage();
  const answers = data?.answers;
  const matches = useMemo(
    () =>
      answers
        ? matchPrograms(programsFor(answers.state), answers)
            .filter((match) => match.verdict !== 'unlikely')
            .slice(0, HomeProgramsMax)
        : [],
    [answers],
  );
  if (!answers || matches.length === 0) return null;
  const state = stateNameIn(answers.state, language);
  return (
    <section className="your-state-programs" aria-labelledby="your-state-programs">
      <h3 id="your-state-programs" className="program-card__title">
        {t('eligibility.yourPrograms.title', { state })}
      </h3>
      <ul className="your-state-programs__list">
        {matches.map(({ program, verdict }) => (
          <li key={program.id}>
            <strong>{program.name}</strong>
            <span className="muted"> · {t(VerdictLabels[verdict])}</span>
            {program.apply.phone ? (
              <>
                {' · '}
                <a href={dialable(program.apply.phone)}>
                  {t('eligibility.call', { phone: program.apply.phone })}
                </a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="muted">
        {rich('eligibility.yourPrograms.note', {
          link: (words) => <Link to="/eligibility">{words}</Link>,
        })}
      </p>
    </section>
  );
}
