import { EmergencyKinds, leadsToHelp, type EmergencyKind } from '../kinds';
import { triage } from '../triage';
import type { LabelledMessage } from './crisis-corpus';
import type { LaterSet } from './later-sets';

export interface KindFigures {
  kind: EmergencyKind;
  crises: number;
  recalled: number;
}

export interface CorpusFigures {
  crises: number;
  recalled: number;
  ordinary: number;
  falseAlarms: number;
  byKind: KindFigures[];
  /** The crises missed and the ordinary messages flagged, for whoever improves the rules. */
  missed: LabelledMessage[];
  flagged: { text: string; found: EmergencyKind[] }[];
}

/**
 * Recall: crises for which triage finds a kind leading to the help they need (see `leadsToHelp`).
 * False alarms: ordinary messages for which it finds any kind.
 */
export function scoreCorpus(
  corpus: readonly LabelledMessage[],
  classify: (text: string) => EmergencyKind[] = triage,
): CorpusFigures {
  const byKind = new Map(EmergencyKinds.map((kind) => [kind, { kind, crises: 0, recalled: 0 }]));
  const figures: CorpusFigures = {
    crises: 0,
    recalled: 0,
    ordinary: 0,
    falseAlarms: 0,
    byKind: [],
    missed: [],
    flagged: [],
  };
  for (const message of corpus) {
    const found = classify(message.text);
    if (message.kind === null) {
      figures.ordinary += 1;
      if (found.length > 0) {
        figures.falseAlarms += 1;
        figures.flagged.push({ text: message.text, found });
      }
      continue;
    }
    const kind = byKind.get(message.kind)!;
    figures.crises += 1;
    kind.crises += 1;
    if (leadsToHelp(found, message.kind)) {
      figures.recalled += 1;
      kind.recalled += 1;
    } else figures.missed.push(message);
  }
  figures.byKind = [...byKind.values()];
  return figures;
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`;

/** The figures as a person reads them: overall, then by kind. */
export function formatFigures(figures: CorpusFigures): string {
  const lines = [
    `crises recalled: ${figures.recalled}/${figures.crises} (${percent(figures.recalled, figures.crises)})`,
    `false alarms:    ${figures.falseAlarms}/${figures.ordinary} (${percent(figures.falseAlarms, figures.ordinary)})`,
    '',
    'by kind:',
    ...figures.byKind.map(
      (k) =>
        `  ${k.kind.padEnd(18)} ${String(k.recalled).padStart(3)}/${String(k.crises).padEnd(3)} ${percent(k.recalled, k.crises)}`,
    ),
  ];
  return lines.join('\n');
}

/** How each later set did when first run, as written, against the rules of that moment. */
export function formatFirstRuns(sets: readonly LaterSet[]): string {
  const lines = sets.map(
    ({ name, firstRun: r }) =>
      `  ${name.padEnd(12)} recalled ${r.recalled}/${r.crises} (${percent(r.recalled, r.crises)}), false alarms ${r.falseAlarms}/${r.ordinary} (${percent(r.falseAlarms, r.ordinary)})`,
  );
  const sum = (pick: (s: LaterSet) => number) => sets.reduce((n, s) => n + pick(s), 0);
  const [recalled, crises] = [sum((s) => s.firstRun.recalled), sum((s) => s.firstRun.crises)];
  const [alarms, ordinary] = [sum((s) => s.firstRun.falseAlarms), sum((s) => s.firstRun.ordinary)];
  return [
    'first runs of the later sets (unseen phrasings):',
    ...lines,
    `  ${'together'.padEnd(12)} recalled ${recalled}/${crises} (${percent(recalled, crises)}), false alarms ${alarms}/${ordinary} (${percent(alarms, ordinary)})`,
  ].join('\n');
}
