import type { Circle, Dose, TodaysDoses } from '@tend/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { DoseCard } from './DoseCard';
import { GiveAgainDialog, LateDialog, SkipDialog } from './DoseDialogs';
import { formatDay, formatInstantOnDay } from './dose-time';
import { useListDosesQuery } from './medications.api';
import { gapWords } from './schedule-words';
import { useLogDose } from './use-log-dose';

/** What a dialog is open for: a medicine (and its scheduled dose, for one taken at set times). */
interface Target {
  medicationId: string;
  medicationName: string;
  scheduledFor: string | null;
}
type Dialog = { kind: 'skip' | 'late'; target: Target } | null;

// Another member may log a dose meanwhile: the day is asked again now and then.
const REFRESH_MS = 60_000;

const targetOf = (dose: Dose): Target => ({
  medicationId: dose.medicationId,
  medicationName: dose.medicationName,
  scheduledFor: dose.scheduledFor,
});

/**
 * Today's doses for the recipient, in time order, made for a phone: each with large "Given" and
 * "Skipped" buttons, who gave it and when; a dose given late is logged with its real time; the
 * medicines taken as needed below, each with when it was last given.
 */
export function TodayScreen({ circle }: { circle: Circle }) {
  const { t, language } = useLanguage();
  const recipientId = circle.recipientId;
  const { data, isLoading, isError, refetch } = useListDosesQuery(
    { recipientId },
    { pollingInterval: REFRESH_MS, refetchOnFocus: true },
  );
  const { log, logging, giveAgain, cancelGiveAgain } = useLogDose(recipientId, data ?? undefined);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busyKey, setBusyKey] = useState<string>();

  const record = async (
    target: Target,
    extra: { status: 'given' | 'skipped'; reason?: string; at?: string },
  ) => {
    setBusyKey(`${target.medicationId} ${target.scheduledFor}`);
    const done = await log(
      {
        medicationId: target.medicationId,
        scheduledFor: target.scheduledFor,
        reason: null,
        confirm: false,
        ...extra,
      },
      target.medicationName,
    );
    setBusyKey(undefined);
    if (done) setDialog(null);
  };

  if (isLoading) return <p className="muted">{t('medications.loading')}</p>;
  if (isError || !data)
    return (
      <p role="alert">
        {t('medications.error.load')}{' '}
        <Button type="link" onClick={() => void refetch()}>
          {t('medications.retry')}
        </Button>
      </p>
    );

  return (
    <section aria-labelledby="today-title" className="today">
      <h2 id="today-title" className="section-title today__day">
        {formatDay(data.day, language)}
      </h2>
      <p className="muted today__zone">
        {t('medications.today.timeZone', { timeZone: data.timeZone })}
      </p>
      {data.doses.length === 0 ? <p className="muted">{t('medications.today.none')}</p> : null}
      <ol className="today__doses">
        {data.doses.map((dose) => (
          <li key={`${dose.medicationId} ${dose.scheduledFor ?? dose.log?.id ?? ''}`}>
            <DoseCard
              dose={dose}
              timeZone={data.timeZone}
              busy={logging && busyKey === `${dose.medicationId} ${dose.scheduledFor}`}
              onGiven={() => void record(targetOf(dose), { status: 'given' })}
              onSkipped={() => setDialog({ kind: 'skip', target: targetOf(dose) })}
              onLate={() => setDialog({ kind: 'late', target: targetOf(dose) })}
            />
          </li>
        ))}
      </ol>
      <AsNeeded
        today={data}
        busyKey={logging ? busyKey : undefined}
        onGive={(target) => void record(target, { status: 'given' })}
        onLate={(target) => setDialog({ kind: 'late', target })}
      />
      {dialog?.kind === 'skip' ? (
        <SkipDialog
          medicationName={dialog.target.medicationName}
          busy={logging}
          onSkip={(reason) => void record(dialog.target, { status: 'skipped', reason })}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'late' ? (
        <LateDialog
          medicationName={dialog.target.medicationName}
          day={data.day}
          timeZone={data.timeZone}
          busy={logging}
          onGiven={(at) => void record(dialog.target, { status: 'given', at })}
          onCancel={() => setDialog(null)}
        />
      ) : null}
      {giveAgain ? (
        <GiveAgainDialog
          question={giveAgain.question}
          busy={logging}
          onGive={() =>
            void log(giveAgain.body, giveAgain.medicationName).then(
              (done) => done && setDialog(null),
            )
          }
          onCancel={cancelGiveAgain}
        />
      ) : null}
    </section>
  );
}

/** The medicines taken as needed: when each was last given, and a button to give it now. */
function AsNeeded({
  today,
  busyKey,
  onGive,
  onLate,
}: {
  today: TodaysDoses;
  busyKey: string | undefined;
  onGive: (target: Target) => void;
  onLate: (target: Target) => void;
}) {
  const { t, language } = useLanguage();
  if (today.asNeeded.length === 0) return null;
  return (
    <section aria-labelledby="as-needed-title" className="today__as-needed">
      <h3 id="as-needed-title" className="medications__subhead">
        {t('medications.today.asNeeded')}
      </h3>
      <ul className="today__doses">
        {today.asNeeded.map((medicine) => {
          const target = { ...medicine, scheduledFor: null };
          return (
            <li key={medicine.medicationId}>
              <article className="dose-card" aria-label={medicine.medicationName}>
                <h4 className="dose-card__name">{medicine.medicationName}</h4>
                <p className="dose-card__state">
                  {medicine.lastGivenAt
                    ? t('medications.today.lastGiven', {
                        time: formatInstantOnDay(
                          medicine.lastGivenAt,
                          today.day,
                          today.timeZone,
                          language,
                        ),
                        gap: gapWords(medicine.minimumGapMinutes, t),
                      })
                    : t('medications.today.neverGiven', {
                        gap: gapWords(medicine.minimumGapMinutes, t),
                      })}
                </p>
                <div className="dose-card__actions dose-card__actions--one">
                  <Button
                    type="primary"
                    size="large"
                    loading={busyKey === `${medicine.medicationId} null`}
                    onClick={() => onGive(target)}
                  >
                    {t('medications.today.giveNow')}
                  </Button>
                </div>
                <Button type="link" className="dose-card__late" onClick={() => onLate(target)}>
                  {t('medications.today.givenAtOtherTime')}
                </Button>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
