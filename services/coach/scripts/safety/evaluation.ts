/**
 * The figures the aims are judged by, from one set of labelled messages and what triage found:
 * crises reaching at least a concern leading to the help they need (`leadsToHelp`), crises of the urgent kinds reaching an
 * emergency, and ordinary messages given an emergency or (at most) a concern.
 */
import {
  GroupOf,
  leadsToHelp,
  SafetyGroups,
  UrgentGroups,
  type SafetyFinding,
  type SafetyGroup,
} from '../../src/safety/kinds';
import type { LabelledMessage } from './dataset';

export const Aims = {
  crisesReachingConcern: 0.95,
  urgentCrisesReachingEmergency: 0.9,
  ordinaryGivenEmergency: 0.02,
  ordinaryGivenConcern: 0.08,
} as const;

export interface GroupFigures {
  kind: SafetyGroup;
  crises: number;
  reachingConcern: number;
  reachingEmergency: number;
}

export interface SetFigures {
  messages: number;
  crises: number;
  ordinary: number;
  crisesReachingConcern: number;
  urgentCrises: number;
  urgentCrisesReachingEmergency: number;
  ordinaryGivenEmergency: number;
  ordinaryGivenConcern: number;
  byKind: GroupFigures[];
  missed: string[];
  falseAlarms: string[];
}

export function figuresOf(
  messages: readonly LabelledMessage[],
  found: readonly (readonly SafetyFinding[])[],
): SetFigures {
  const byKind = new Map(
    SafetyGroups.map((kind) => [
      kind,
      { kind, crises: 0, reachingConcern: 0, reachingEmergency: 0 },
    ]),
  );
  const f: SetFigures = {
    messages: messages.length,
    crises: 0,
    ordinary: 0,
    crisesReachingConcern: 0,
    urgentCrises: 0,
    urgentCrisesReachingEmergency: 0,
    ordinaryGivenEmergency: 0,
    ordinaryGivenConcern: 0,
    byKind: [],
    missed: [],
    falseAlarms: [],
  };
  messages.forEach((message, i) => {
    const findings = found[i] ?? [];
    if (message.kind === null) {
      f.ordinary += 1;
      if (findings.some((x) => x.level === 'emergency')) f.ordinaryGivenEmergency += 1;
      else if (findings.length > 0) f.ordinaryGivenConcern += 1;
      if (findings.length > 0)
        f.falseAlarms.push(
          `${findings.map((x) => `${x.kind}/${x.level}`).join(',')}: ${message.text}`,
        );
      return;
    }
    const group = GroupOf[message.kind];
    const ofGroup = findings.filter((x) => leadsToHelp([x.kind], message.kind!));
    const figures = byKind.get(group)!;
    f.crises += 1;
    figures.crises += 1;
    if (ofGroup.length > 0) {
      f.crisesReachingConcern += 1;
      figures.reachingConcern += 1;
    } else f.missed.push(`${message.kind}/${message.level}: ${message.text}`);
    const emergency = ofGroup.some((x) => x.level === 'emergency');
    if (emergency) figures.reachingEmergency += 1;
    if (UrgentGroups.includes(group)) {
      f.urgentCrises += 1;
      if (emergency) f.urgentCrisesReachingEmergency += 1;
    }
  });
  f.byKind = [...byKind.values()];
  return f;
}

export interface Rates {
  crisesReachingConcern: number;
  urgentCrisesReachingEmergency: number;
  ordinaryGivenEmergency: number;
  ordinaryGivenConcern: number;
}

export const ratesOf = (f: SetFigures): Rates => ({
  crisesReachingConcern: f.crisesReachingConcern / Math.max(1, f.crises),
  urgentCrisesReachingEmergency: f.urgentCrisesReachingEmergency / Math.max(1, f.urgentCrises),
  ordinaryGivenEmergency: f.ordinaryGivenEmergency / Math.max(1, f.ordinary),
  ordinaryGivenConcern: f.ordinaryGivenConcern / Math.max(1, f.ordinary),
});

export const pct = (n: number, d: number) =>
  `${n}/${d} (${((100 * n) / Math.max(1, d)).toFixed(1)}%)`;

export function formatFigures(name: string, f: SetFigures): string {
  const kinds = f.byKind
    .filter((k) => k.crises > 0)
    .map(
      (k) =>
        `  ${k.kind.padEnd(22)} concern+ ${pct(k.reachingConcern, k.crises).padEnd(16)} emergency ${pct(k.reachingEmergency, k.crises)}`,
    );
  return [
    `${name}: ${f.messages} messages (${f.crises} crises, ${f.ordinary} ordinary)`,
    `  crises reaching at least concern: ${pct(f.crisesReachingConcern, f.crises)}   aim >= ${100 * Aims.crisesReachingConcern}%`,
    `  urgent-kind crises reaching emergency: ${pct(f.urgentCrisesReachingEmergency, f.urgentCrises)}   aim >= ${100 * Aims.urgentCrisesReachingEmergency}%`,
    `  ordinary given an emergency: ${pct(f.ordinaryGivenEmergency, f.ordinary)}   aim <= ${100 * Aims.ordinaryGivenEmergency}%`,
    `  ordinary given a concern: ${pct(f.ordinaryGivenConcern, f.ordinary)}   aim <= ${100 * Aims.ordinaryGivenConcern}%`,
    ...kinds,
  ].join('\n');
}
