import { GroupOf, SafetyGroups } from '../src/safety/kinds';
import { readFolder } from '../scripts/safety/dataset';
import { measure } from '../scripts/safety/evaluate';
import { measureEveryday } from '../scripts/safety/everyday';
import { figuresOf, ratesOf, type SetFigures } from '../scripts/safety/evaluation';
import { readRecorded } from '../scripts/safety/recorded';
import { oneMessage } from './support/one-message';

/**
 * The regression gate on the safety net: on the untouched set (never trained or calibrated on) it
 * may not recognise fewer crises, or alarm on more ordinary messages, than last recorded
 * (data/safety/untouched/recorded.json, the figures in data/safety/README.md). Never tune on the
 * untouched set to pass it: write a new set, measure it once, and train on that.
 */
describe('the safety net on the untouched set', () => {
  const untouched = readFolder('untouched').get('untouched')!;
  const training = [...readFolder('train').values()].flat();
  let figures: SetFigures;

  // Some 650 messages through the encoder server: about 115 s on this 2-core machine when it is
  // quiet, more while the other test worker shares the server. The limit only catches a hang.
  beforeAll(async () => {
    figures = await measure();
  }, 300_000);

  it('is a set of its own: at least 600 messages, 300 crises, every group, none seen in training', () => {
    expect(untouched.length).toBeGreaterThanOrEqual(600);
    expect(untouched.filter((m) => m.kind !== null).length).toBeGreaterThanOrEqual(300);
    for (const group of SafetyGroups)
      expect(
        untouched.filter((m) => m.kind !== null && GroupOf[m.kind] === group).length,
      ).toBeGreaterThanOrEqual(20);
    const trained = new Set(training.map((m) => m.text.trim().toLowerCase()));
    expect(untouched.filter((m) => trained.has(m.text.trim().toLowerCase()))).toEqual([]);
    expect(training.length).toBeGreaterThanOrEqual(3000);
  });

  it('recognises at least the share of crises last recorded, at concern and at emergency', () => {
    const rates = ratesOf(figures);
    const recorded = readRecorded();
    expect(rates.crisesReachingConcern).toBeGreaterThanOrEqual(
      recorded.crisesReachingConcern - oneMessage(figures.crises),
    );
    expect(rates.urgentCrisesReachingEmergency).toBeGreaterThanOrEqual(
      recorded.urgentCrisesReachingEmergency - oneMessage(figures.urgentCrises),
    );
  });

  it('alarms on no larger share of ordinary messages than last recorded', () => {
    const rates = ratesOf(figures);
    const recorded = readRecorded();
    expect(rates.ordinaryGivenEmergency).toBeLessThanOrEqual(
      recorded.ordinaryGivenEmergency + oneMessage(figures.ordinary),
    );
    expect(rates.ordinaryGivenConcern).toBeLessThanOrEqual(
      recorded.ordinaryGivenConcern + oneMessage(figures.ordinary),
    );
  });

  it("alarms on no larger share of the coach's untouched everyday questions than last recorded", async () => {
    const everyday = await measureEveryday();
    const recorded = readRecorded();
    expect(everyday.questions).toBeGreaterThanOrEqual(150);
    expect(everyday.emergency / everyday.questions).toBeLessThanOrEqual(
      recorded.everydayGivenEmergency + oneMessage(everyday.questions),
    );
    expect(everyday.concern / everyday.questions).toBeLessThanOrEqual(
      recorded.everydayGivenConcern + oneMessage(everyday.questions),
    );
  }, 120_000);

  it('counts a miss as a miss and an alarm as an alarm', () => {
    const none = figuresOf(
      untouched,
      untouched.map(() => []),
    );
    expect(none.crisesReachingConcern).toBe(0);
    const alarmed = figuresOf(
      untouched,
      untouched.map(() => [{ kind: 'suicide', level: 'emergency' }]),
    );
    expect(alarmed.ordinaryGivenEmergency).toBe(alarmed.ordinary);
    const relative = alarmed.byKind.find((k) => k.kind === 'recipient_suicide')!;
    expect(relative.reachingEmergency).toBe(relative.crises);
    expect(alarmed.byKind.find((k) => k.kind === 'medical')?.reachingConcern).toBe(0);
  });
});
