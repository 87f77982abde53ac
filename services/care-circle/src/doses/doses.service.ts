import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DateTime } from 'luxon';
import {
  MedicationNotFound,
  type AlreadyGiven,
  type Dose,
  type LogDoseBody,
  type TodaysDoses,
} from '@tend/contracts';
import { DATABASE, DomainError, type Database, type DbExecutor } from '@tend/platform';
import type { Membership } from '../circle/circle-access';
import { HealthAccess } from '../health/health-access';
import { HealthAuditRepository } from '../health/health-audit.repository';
import { MedicationsRepository, type MedicationRow } from '../medications/medications.repository';
import { todayIn } from '../tasks/occurrences';
import { alreadyGivenSentence, scheduledDoses, withinGap } from './dose-rules';
import { doseTime, doseView } from './dose-view';
import { DosesRepository, type DoseRow } from './doses.repository';

/** How far back a dose can be logged late. */
const LateLimitDays = 7;
/** A clock a minute fast on the caller's phone is not a dose in the future. */
const ClockSlackMs = 60_000;

/** Today's doses in order, and "Given" or "Skipped" logged by the owner, organizers and family. */
@Injectable()
export class DosesService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly access: HealthAccess,
    private readonly audit: HealthAuditRepository,
    private readonly medications: MedicationsRepository,
    private readonly doses: DosesRepository,
  ) {}

  async list(
    userId: string,
    recipientId: string,
    day?: string,
    now = new Date(),
  ): Promise<TodaysDoses> {
    const { circle } = await this.access.read(userId, recipientId, 'read-doses');
    const zone = circle.timeZone;
    const asked = day ?? todayIn(zone, now);
    const start = DateTime.fromISO(asked, { zone });
    const [meds, logs, lastGiven] = await Promise.all([
      this.medications.ofCircle(recipientId),
      this.doses.ofDay(recipientId, asked, start.toJSDate(), start.endOf('day').toJSDate()),
      this.doses.lastGiven(recipientId),
    ]);
    const byId = new Map(meds.map((medication) => [medication.id, medication]));
    const logged = new Map(logs.map((log) => [`${log.medicationId} ${log.scheduledFor}`, log]));
    const scheduled = meds.flatMap((medication) =>
      scheduledDoses(medication, asked, zone).map((wall) =>
        doseView(medication, wall, logged.get(`${medication.id} ${wall}`), zone, now),
      ),
    );
    const listed = new Set(scheduled.map((dose) => `${dose.medicationId} ${dose.scheduledFor}`));
    // Logged doses no longer in the schedule (it changed since) and as-needed doses stay listed.
    const others = logs
      .filter((log) => !listed.has(`${log.medicationId} ${log.scheduledFor}`))
      .flatMap((log) => {
        const medication = byId.get(log.medicationId);
        return medication ? [doseView(medication, log.scheduledFor, log, zone, now)] : [];
      });
    return {
      day: asked,
      timeZone: zone,
      doses: [...scheduled, ...others].sort((a, b) => doseTime(a).localeCompare(doseTime(b))),
      asNeeded: meds.flatMap((medication) =>
        medication.schedule.kind === 'as-needed'
          ? [
              {
                medicationId: medication.id,
                medicationName: medication.name,
                minimumGapMinutes: medication.schedule.minimumGapMinutes,
                lastGivenAt: lastGiven.get(medication.id)?.toISOString() ?? null,
              },
            ]
          : [],
      ),
    };
  }

  /**
   * Logs a dose. The same scheduled dose logged again (two members at once) is the one already
   * logged; a dose given within its medicine's minimum gap of another is refused unless confirmed.
   */
  async log(
    userId: string,
    recipientId: string,
    body: LogDoseBody,
    now = new Date(),
  ): Promise<Dose> {
    const found = await this.access.require(userId, recipientId, 'readHealth');
    const zone = found.circle.timeZone;
    const at = body.at ? new Date(body.at) : now;
    checkWhen(at, now);
    return this.db.transaction(async (tx) => {
      // The medicine's row is the lock: logs of one medicine wait for each other.
      const medication = await this.medications.lock(tx, recipientId, body.medicationId);
      if (!medication) throw DomainError.notFound(MedicationNotFound);
      checkScheduled(medication, body.scheduledFor, zone, now);
      const already = body.scheduledFor
        ? await this.doses.findScheduled(tx, medication.id, body.scheduledFor)
        : undefined;
      if (already) return doseView(medication, already.scheduledFor, already, zone, now);
      if (body.status === 'given' && !body.confirm) await this.checkGap(tx, medication, at, zone);
      const row = await this.record(tx, found, medication, body, at);
      return doseView(medication, row.scheduledFor, row, zone, now);
    });
  }

  private async checkGap(
    tx: DbExecutor,
    medication: MedicationRow,
    at: Date,
    zone: string,
  ): Promise<void> {
    const gap = medication.schedule.minimumGapMinutes;
    if (!gap) return;
    const previous = await this.doses.givenNear(tx, medication.id, at, gap);
    if (!previous || !withinGap(previous.at, at, gap)) return;
    const given: AlreadyGiven = {
      givenAt: previous.at.toISOString(),
      givenBy: previous.loggedByName,
      timeZone: zone,
    };
    throw DomainError.conflict(
      alreadyGivenSentence(previous.at, previous.loggedByName, zone),
      given,
    );
  }

  private async record(
    tx: DbExecutor,
    { member }: Membership,
    medication: MedicationRow,
    body: LogDoseBody,
    at: Date,
  ): Promise<DoseRow> {
    const row = await this.doses.insert(tx, {
      id: randomUUID(),
      recipientId: medication.recipientId,
      medicationId: medication.id,
      scheduledFor: body.scheduledFor,
      status: body.status,
      reason: body.reason,
      at,
      loggedBy: member.userId,
      loggedByName: member.name,
    });
    if (body.status === 'given' && medication.supplyOnHand !== null)
      await this.doses.takeFromSupply(tx, medication.id, medication.doseAmount);
    await this.audit.record(tx, member, 'logged-dose', row.id);
    return row;
  }
}

/** A dose is logged when it happened: not in the future, not more than a week back. */
function checkWhen(at: Date, now: Date): void {
  if (at.getTime() > now.getTime() + ClockSlackMs)
    throw DomainError.badRequest('A dose cannot be logged at a time that has not come yet.');
  if (at.getTime() < now.getTime() - LateLimitDays * 86_400_000)
    throw DomainError.badRequest(`A dose can be logged up to ${LateLimitDays} days late.`);
}

/** A scheduled dose names one of the medicine's times, on a day already come; an as-needed one none. */
function checkScheduled(
  medication: MedicationRow,
  scheduledFor: string | null,
  zone: string,
  now: Date,
): void {
  if (medication.schedule.kind === 'as-needed') {
    if (scheduledFor !== null)
      throw DomainError.badRequest(
        'This medicine is taken as needed: leave out the scheduled time.',
      );
    return;
  }
  if (scheduledFor === null)
    throw DomainError.badRequest('Please say which scheduled dose this is: its day and time.');
  const day = scheduledFor.slice(0, 10);
  if (day > todayIn(zone, now)) throw DomainError.badRequest('That dose is not due yet.');
  if (!scheduledDoses(medication, day, zone).includes(scheduledFor))
    throw DomainError.badRequest('This medicine has no dose at that day and time.');
}
