/**
 * The kinds of emergency the coach recognises. Each has its own guidance (emergency-guidance.ts);
 * the names are stored nowhere, so a kind may be added freely.
 */
export const EmergencyKinds = [
  // Someone's life is at risk from themselves: the caregiver or the person cared for.
  'suicide',
  // The caregiver fears they will hurt, or has hurt, the person they care for.
  'caregiver_harm',
  // Abuse, neglect or financial exploitation of the person cared for (or of the caregiver).
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
  // Poison Control (911 when drowsy or breathing oddly): too much medicine, or something harmful.
  'overdose',
  'poisoning',
] as const;

export type EmergencyKind = (typeof EmergencyKinds)[number];

/**
 * Kinds whose guidance leads to the same help. A crisis counts as recognised when triage finds a
 * kind that leads to the help it needs: any 911 medical kind for another (the dispatcher takes it
 * from there), overdose and poisoning for each other (both Poison Control and 911). Suicide,
 * harm by the caregiver, abuse and a missing person each need their own help.
 */
export const HelpOf: Record<EmergencyKind, string> = {
  suicide: '988',
  caregiver_harm: 'step away, 988, Eldercare Locator',
  abuse_neglect: 'Adult Protective Services, 911',
  missing_person: '911, missing person',
  breathing: '911',
  chest_pain: '911',
  stroke: '911',
  unresponsive: '911',
  head_injury_fall: '911',
  bleeding: '911',
  low_blood_sugar: '911',
  allergic_reaction: '911',
  confusion_fever: '911',
  overdose: 'Poison Control, 911',
  poisoning: 'Poison Control, 911',
};

/** Whether the kinds found lead to the help that `expected` needs. */
export function leadsToHelp(found: readonly EmergencyKind[], expected: EmergencyKind): boolean {
  return found.some((kind) => HelpOf[kind] === HelpOf[expected]);
}
