import type { CrisisLevel } from '@tend/contracts';

/**
 * The kinds of crisis the coach recognises. Each has its own guidance (emergency-guidance.ts) and
 * concern opener (concern-guidance.ts); kinds are stored only as counts (safety/referrals), so a
 * kind may be added freely.
 */
export const EmergencyKinds = [
  // The caregiver's own thoughts of suicide or self-harm.
  'suicide',
  // The person cared for (or another relative) wanting to die: their safety first.
  'recipient_suicide',
  // The caregiver fears they will hurt, or has hurt, the person they care for.
  'caregiver_harm',
  // The caregiver is being hurt or threatened by the person they care for or someone at home.
  'caregiver_endangered',
  // Abuse, neglect or financial exploitation of the person cared for by someone else.
  'abuse_neglect',
  // A person (often living with dementia) who wandered off or cannot be found.
  'missing_person',
  // Medical emergencies: 911 first.
  'breathing',
  'chest_pain',
  'stroke',
  'unresponsive',
  // A fall with an injury, or a person on the floor who cannot get up.
  'head_injury_fall',
  'bleeding',
  'low_blood_sugar',
  'allergic_reaction',
  'confusion_fever',
  // A medical emergency the message does not say more about: 911 and the dispatcher.
  'medical',
  // Poison Control (911 when drowsy or breathing oddly): too much medicine, or something harmful.
  'overdose',
  'poisoning',
] as const;

export type EmergencyKind = (typeof EmergencyKinds)[number];

/**
 * How sure triage is that help is needed now. An *emergency* answer opens with the action for its
 * kind; a *concern* answer opens with one warm sentence and a direct question with the line to
 * call or text, then answers normally. Emergencies must be precise; concerns may be generous.
 */
export type SafetyLevel = CrisisLevel;

export interface SafetyFinding {
  kind: EmergencyKind;
  level: SafetyLevel;
}

/**
 * The groups the scored model tells apart: kinds within a group need the same help, and the rules
 * say which of them a message describes (a stroke or a fall); the model alone says only the group.
 */
export const SafetyGroups = [
  'suicide',
  'recipient_suicide',
  'caregiver_harm',
  'caregiver_endangered',
  'abuse_neglect',
  'missing_person',
  'medical',
  'poison',
] as const;
export type SafetyGroup = (typeof SafetyGroups)[number];

export const GroupOf: Record<EmergencyKind, SafetyGroup> = {
  suicide: 'suicide',
  recipient_suicide: 'recipient_suicide',
  caregiver_harm: 'caregiver_harm',
  caregiver_endangered: 'caregiver_endangered',
  abuse_neglect: 'abuse_neglect',
  missing_person: 'missing_person',
  breathing: 'medical',
  chest_pain: 'medical',
  stroke: 'medical',
  unresponsive: 'medical',
  head_injury_fall: 'medical',
  bleeding: 'medical',
  low_blood_sugar: 'medical',
  allergic_reaction: 'medical',
  confusion_fever: 'medical',
  medical: 'medical',
  overdose: 'poison',
  poisoning: 'poison',
};

/** Groups whose crises need the action first: a wish to die, a missing person, a medical crisis. */
export const UrgentGroups: readonly SafetyGroup[] = [
  'suicide',
  'recipient_suicide',
  'missing_person',
  'medical',
];

/** The kind whose guidance a group gets when the rules name none of its kinds. */
export const GroupKind: Record<SafetyGroup, EmergencyKind> = {
  suicide: 'suicide',
  recipient_suicide: 'recipient_suicide',
  caregiver_harm: 'caregiver_harm',
  caregiver_endangered: 'caregiver_endangered',
  abuse_neglect: 'abuse_neglect',
  missing_person: 'missing_person',
  medical: 'medical',
  poison: 'overdose',
};

/**
 * The help each group's guidance leads with. A crisis counts as recognised when triage finds a
 * kind leading to the help it needs: any 911 medical kind for another (the dispatcher takes it
 * from there), overdose and poisoning for each other, and the writer's own death wish and a
 * relative's for each other (988 first for both; the guidance then differs).
 */
const HelpOf: Record<SafetyGroup, string> = {
  suicide: '988',
  recipient_suicide: '988',
  caregiver_harm: 'step away, 988',
  caregiver_endangered: 'a safe place, 911',
  abuse_neglect: 'Adult Protective Services, 911',
  missing_person: '911, missing person',
  medical: '911',
  poison: 'Poison Control',
};

/** Whether the kinds found lead to the help that `expected` needs. */
export function leadsToHelp(found: readonly EmergencyKind[], expected: EmergencyKind): boolean {
  return found.some((kind) => HelpOf[GroupOf[kind]] === HelpOf[GroupOf[expected]]);
}

const rank: Record<SafetyLevel, number> = { concern: 1, emergency: 2 };

/** Findings merged: each kind once, at the highest level anyone gave it, in the kinds' order. */
export function mergeFindings(...sets: readonly (readonly SafetyFinding[])[]): SafetyFinding[] {
  const levels = new Map<EmergencyKind, SafetyLevel>();
  for (const { kind, level } of sets.flat()) {
    const had = levels.get(kind);
    if (!had || rank[level] > rank[had]) levels.set(kind, level);
  }
  return EmergencyKinds.filter((kind) => levels.has(kind)).map((kind) => ({
    kind,
    level: levels.get(kind)!,
  }));
}

/** Whether `after` lowers nothing of `before`: a second opinion may only raise. */
export function onlyRaises(
  before: readonly SafetyFinding[],
  after: readonly SafetyFinding[],
): boolean {
  return before.every((b) =>
    after.some((a) => a.kind === b.kind && rank[a.level] >= rank[b.level]),
  );
}

export const atLevel = (findings: readonly SafetyFinding[], level: SafetyLevel): EmergencyKind[] =>
  findings.filter((f) => f.level === level).map((f) => f.kind);
