import {
  stateNameIn,
  stateRoute,
  type EligibilityAnswers,
  type ProgramCardStatus,
} from '@tend/contracts';
import { Modal } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { Language } from '../../i18n/languages';
import '../../i18n/parts/eligibility';
import '../../i18n/parts/home';
import { useGetLatestEligibilityAnswersQuery } from '../eligibility/eligibility.api';
import { StateProgramCard } from '../eligibility/StatePrograms';
import { useStatePrograms } from '../eligibility/use-state-programs';
import '../eligibility/eligibility.css';
import { programCards, stateProgramCards, type ProgramCard } from './program-cards';
import './program-cards.css';

type Results = Parameters<typeof programCards>[0];

/** The colour of a checked program's status (components/pill.css). */
const STATUS_TONES = {
  eligible: 'success',
  likely: 'info',
  review: 'warning',
  unlikely: 'neutral',
} as const satisfies Record<ProgramCardStatus | 'unlikely', string>;

interface CardsProps {
  results: Results;
  loading: boolean;
}

/**
 * Home's program cards: the spec's two, made true for her state once she has saved answers (see
 * `stateProgramCards`); each opens its program (or the checker, before she has one).
 */
export function HomeProgramCards(props: CardsProps) {
  const { data } = useGetLatestEligibilityAnswersQuery();
  return data?.answers ? (
    <CardsInState {...props} answers={data.answers} />
  ) : (
    <CardList {...props} cards={programCards(props.results)} />
  );
}

function CardsInState({ answers, ...props }: CardsProps & { answers: EligibilityAnswers }) {
  const { language } = useLanguage();
  const { programs, textLanguage } = useStatePrograms(answers.state, language);
  const cards = useMemo(
    () => stateProgramCards(props.results, stateRoute(programs, answers)),
    [props.results, programs, answers],
  );
  return <CardList {...props} cards={cards} state={answers.state} textLanguage={textLanguage} />;
}

function CardList({
  cards,
  loading,
  state,
  textLanguage,
}: CardsProps & {
  cards: ProgramCard[];
  state?: EligibilityAnswers['state'];
  textLanguage?: Language;
}) {
  const { t } = useLanguage();
  const [opened, setOpened] = useState<ProgramCard>();
  if (cards.length === 0) return <p className="muted">{t('home.noPrograms')}</p>;
  return (
    <>
      {/* While the results load, the default cards hold their place (nothing below moves) and
          say they are being checked rather than guess a status. */}
      <ul className="program-cards" aria-busy={loading || undefined}>
        {cards.map((card) => (
          <HomeCard
            key={card.programType}
            card={card}
            loading={loading}
            state={state}
            textLanguage={textLanguage}
            onOpen={() => setOpened(card)}
          />
        ))}
      </ul>
      <Modal
        open={!!opened?.program}
        onCancel={() => setOpened(undefined)}
        footer={null}
        title={opened ? t(`home.program.${opened.programType}.title`) : undefined}
        destroyOnHidden
      >
        {opened?.program ? (
          <ul className="state-programs__list">
            <StateProgramCard
              match={opened.program}
              textLanguage={textLanguage ?? 'en'}
              headingLevel="h3"
            />
          </ul>
        ) : null}
        <p className="muted">
          <Link to="/eligibility">{t('home.program.allPrograms')}</Link>
        </p>
      </Modal>
    </>
  );
}

function HomeCard({
  card,
  loading,
  state,
  textLanguage,
  onOpen,
}: {
  card: ProgramCard;
  loading: boolean;
  state?: EligibilityAnswers['state'];
  textLanguage?: Language;
  onOpen: () => void;
}) {
  const { t, rich, language } = useLanguage();
  const title = t(`home.program.${card.programType}.title`);
  const program = card.program?.program;
  const inEnglish = textLanguage === language ? undefined : 'en';
  return (
    <li className="program-card program-card--opens" data-testid={`program-${card.programType}`}>
      <div className="row">
        <h3 className="program-card__title">
          {program ? (
            <button
              type="button"
              className="program-card__open"
              onClick={onOpen}
              aria-haspopup="dialog"
            >
              {title}
            </button>
          ) : (
            <Link to="/eligibility" className="program-card__open">
              {title}
            </Link>
          )}
        </h3>
        <CardStatus card={card} title={title} loading={loading} />
      </div>
      {program && state ? (
        <>
          <p className="program-card__program">
            {rich('home.program.inState', {
              state: stateNameIn(state, language),
              program: program.name,
              b: (words) => <strong lang={language === 'en' ? undefined : 'en'}>{words}</strong>,
            })}
          </p>
          <p className="program-card__text">
            {card.rule === 'spouse_not_paid' || card.rule === 'medicaid_first' ? (
              t(`home.program.rule.${card.rule}`, { state: stateNameIn(state, language) })
            ) : (
              <span lang={inEnglish}>{program.summary}</span>
            )}
          </p>
          {/* What a program pays is no highlight to a spouse it does not pay. */}
          {card.rule === 'spouse_not_paid' ? null : (
            <p className="program-card__highlight">
              {program.pay.value === 'unknown'
                ? t('home.program.payUnknown')
                : rich('home.program.pay', {
                    pay: <span lang={inEnglish}>{program.pay.value}</span>,
                  })}
            </p>
          )}
        </>
      ) : (
        <>
          <p className="program-card__text">{t(`home.program.${card.programType}.description`)}</p>
          <p className="program-card__highlight">
            {t(`home.program.${card.programType}.highlight`)}
          </p>
        </>
      )}
    </li>
  );
}

function CardStatus({
  card,
  title,
  loading,
}: {
  card: ProgramCard;
  title: string;
  loading: boolean;
}) {
  const { t } = useLanguage();
  if (loading)
    return (
      <span className="pill pill--neutral status-pill" role="status">
        {t('home.checking')}
      </span>
    );
  if (card.status === 'unchecked')
    return (
      <Link
        to="/eligibility"
        className="pill pill--primary status-pill"
        aria-label={t('home.checkFor', { program: title })}
      >
        {t('home.status.unchecked')}
      </Link>
    );
  return (
    <span className={`pill pill--${STATUS_TONES[card.status]} status-pill`}>
      {t(`home.status.${card.status}`)}
    </span>
  );
}
