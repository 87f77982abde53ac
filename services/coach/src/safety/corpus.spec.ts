import { crisisCorpus } from './corpus';
import { formatFigures, scoreCorpus } from './corpus/score';
import { EmergencyKinds } from './kinds';

/** The gate on the safety rules: a change that misses crises or cries wolf fails `npm test`. */
describe('safety triage on its labelled corpus', () => {
  const figures = scoreCorpus(crisisCorpus);

  it('is big enough, about half crises, every kind covered', () => {
    expect(crisisCorpus.length).toBeGreaterThanOrEqual(400);
    expect(figures.crises / crisisCorpus.length).toBeGreaterThan(0.4);
    expect(figures.ordinary / crisisCorpus.length).toBeGreaterThan(0.4);
    for (const kind of EmergencyKinds)
      expect(figures.byKind.find((k) => k.kind === kind)?.crises).toBeGreaterThanOrEqual(8);
  });

  it('recognises at least 98% of crises and raises at most 5% false alarms', () => {
    const report = `${formatFigures(figures)}\nmissed: ${JSON.stringify(figures.missed.map((m) => m.text))}\nfalse alarms: ${JSON.stringify(figures.flagged.map((f) => f.text))}`;
    expect({ recall: figures.recalled / figures.crises >= 0.98, report }).toMatchObject({
      recall: true,
    });
    expect({ alarms: figures.falseAlarms / figures.ordinary <= 0.05, report }).toMatchObject({
      alarms: true,
    });
  });

  it('counts a miss as a miss: a classifier that finds nothing fails', () => {
    const none = scoreCorpus(crisisCorpus, () => []);
    expect(none.recalled).toBe(0);
    const everything = scoreCorpus(crisisCorpus, () => ['suicide']);
    expect(everything.falseAlarms).toBe(everything.ordinary);
  });
});
