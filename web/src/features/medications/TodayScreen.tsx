import type { Circle, Dose, TodaysDoses } from '@tend/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { DaySwitch } from './DaySwitch';
import { DoseCard } from './DoseCard';
import { GiveAgainDialog, LateDialog, SkipDialog } from './DoseDialogs';
import { formatDay, formatInstantOnDay } from './dose-time';
import { useListDosesQuery } from './medications.api';
import { gapWords } from './schedule-words';
import { useDosesDay } from './use-doses-day';
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
 * medicines taken as needed below, each with when it was last given. An earlier day can be looked
 * back at, and a dose forgotten then logged with the time it was given.
 */
export function TodayScreen({ circle }: { circle: Circle }) {
  const { day, today, goTo } = useDosesDay(circle.timeZone);
  return (
    <>
      <DaySwitch shown={day ?? today} today={today} onGo={goTo} />
      {/* A day of its own: a dialog left open on one day is not carried to another. */}
      <DosesOfDay key={day ?? 'today'} circle={circle} day={day} />
    </>
  );
}

function DosesOfDay({
  circle,
  day,
}: {
  circle: Circle;
  /** An earlier day, `YYYY-MM-DD`; none for today (the server's own). */
  day: string | undefined;
}) {
  const { t, language } = useLanguage();
  const recipientId = circle.recipientId;
  const { data, isLoading, isError, refetch } = useListDosesQuery(
    { recipientId, day },
    // Today's doses keep fresh while she looks (another member may log one); a day gone by, or a
    // phone put away, asks nothing: each read is a line in the owner's audit.
    { pollingInterval: day ? 0 : REFRESH_MS, skipPollingIfUnfocused: true, refetchOnFocus: true },
  );
  const { log, logging, giveAgain, cancelGiveAgain } = useLogDose(recipientId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busyKey, setBusyKey] = useState<string>();
  // On a day gone by, "Given" asks when: it was not given now.
  const earlier = day !== undefined;

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
      {earlier ? <p className="today__earlier">{t('medications.day.earlier')}</p> : null}
      {data.doses.length === 0 ? (
        <p className="muted">{t(earlier ? 'medications.day.none' : 'medications.today.none')}</p>
      ) : null}
      <ol className="today__doses">
        {data.doses.map((dose) => (
          <li key={`${dose.medicationId} ${dose.scheduledFor ?? dose.log?.id ?? ''}`}>
            <DoseCard
              dose={dose}
              timeZone={data.timeZone}
              busy={logging && busyKey === `${dose.medicationId} ${dose.scheduledFor}`}
              onGiven={() =>
                earlier
                  ? setDialog({ kind: 'late', target: targetOf(dose) })
                  : void record(targetOf(dose), { status: 'given' })
              }
              onSkipped={() => setDialog({ kind: 'skip', target: targetOf(dose) })}
              onLate={() => setDialog({ kind: 'late', target: targetOf(dose) })}
            />
          </li>
        ))}
      </ol>
      <AsNeeded
        today={data}
        busyKey={logging ? busyKey : undefined}
        earlier={earlier}
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
          initialTime={earlier ? dialog.target.scheduledFor?.slice(11, 16) : undefined}
          timeLabel={
            earlier
              ? t('medications.day.lateTime', { day: formatDay(data.day, language) })
              : undefined
          }
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
  earlier,
  onGive,
  onLate,
}: {
  today: TodaysDoses;
  busyKey: string | undefined;
  /** A day gone by: nothing is given "now" on it. */
  earlier: boolean;
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
                {earlier ? null : (
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
                )}
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
