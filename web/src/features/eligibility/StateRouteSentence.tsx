import { stateNameIn, stateRoute, type EligibilityAnswers } from '@tend/contracts';
import { useMemo } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import '../../i18n/parts/eligibility';
import { useStatePrograms } from './use-state-programs';

/**
 * Beside the spec's score, what it means in her state: the rule that decides its Medicaid
 * programs for her (Medicaid first, spouses not paid), the best program to ask about and what it
 * pays where known. The same rules as the programs listed below it (`stateRoute`).
 */
export function StateRouteSentence({ answers }: { answers: EligibilityAnswers }) {
  const { t, rich, language } = useLanguage();
  const { programs, textLanguage } = useStatePrograms(answers.state, language);
  const route = useMemo(() => stateRoute(programs, answers), [programs, answers]);
  const state = stateNameIn(answers.state, language);
  const best = route.best?.program;
  return (
    <section className="state-route" aria-labelledby="state-route-title">
      <h3 id="state-route-title" className="state-route__title">
        {t('eligibility.route.title', { state })}
      </h3>
      <p>
        {rich('eligibility.route.sentence', {
          rule: route.rule,
          state,
          route: route.best?.verdict ?? 'none',
          program: best?.name ?? '',
          // Names stay as the agency says them (English).
          b: (words) => <strong lang={language === 'en' ? undefined : 'en'}>{words}</strong>,
        })}
      </p>
      {best ? (
        <p>
          {route.pay
            ? rich('eligibility.route.pay', {
                pay: <span lang={textLanguage === language ? undefined : 'en'}>{route.pay}</span>,
              })
            : t('eligibility.route.payUnknown')}
        </p>
      ) : null}
    </section>
  );
}
