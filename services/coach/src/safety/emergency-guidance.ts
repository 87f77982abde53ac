import type { EmergencyKind } from './triage';

const call911 =
  '**Call 911 now.** Stay on the line: the dispatcher will tell you what to do until help arrives.';

const guidance: Record<EmergencyKind, string> = {
  breathing: `${call911} If they are not breathing and you know how, start CPR (push hard and fast in the centre of the chest). If someone is with you, ask them to find an AED.`,
  chest_pain: `${call911} Chest pain can be a heart attack. Help them sit down and rest, loosen tight clothing, and do not drive them to the hospital yourself.`,
  stroke: `${call911} These can be signs of a stroke: **F**ace drooping, **A**rm weakness, **S**peech difficulty, **T**ime to call 911. Note the time the signs started and tell the paramedics. Do not give food, drink or medicine.`,
  head_injury_fall: `${call911} A fall with a head injury needs urgent care, especially for someone on blood thinners. Do not move them if they may have hurt their neck or back; keep them still and warm, and press a clean cloth on any bleeding.`,
  unresponsive: `${call911} If they are breathing, turn them gently on their side. If they are not breathing, start CPR. During a seizure, move things away from them and do not put anything in their mouth.`,
  overdose: `${call911} if they are drowsy, hard to wake or breathing oddly. Otherwise call **Poison Control at 1-800-222-1222** right now, with the medicine bottle in hand.`,
  suicide:
    'You are not alone. **Call or text 988** (the Suicide & Crisis Lifeline, any time, free and confidential), or chat at 988lifeline.org. If someone is in immediate danger, **call 911**.',
  abuse_neglect:
    'If anyone is in immediate danger, **call 911**. To report abuse, neglect or exploitation of an older or disabled adult, contact **Adult Protective Services** (find yours at eldercare.acl.gov or 1-800-677-1116). The **National Domestic Violence Hotline** is 1-800-799-7233 (text START to 88788).',
};

export const EmergencyHeading = '🚨 **This sounds like an emergency.**';

/** The guidance that opens the answer, whatever the model adds after it. */
export function emergencyGuidance(kinds: EmergencyKind[]): string {
  if (kinds.length === 0) return '';
  const lines = kinds.map((kind) => `- ${guidance[kind]}`);
  return `${EmergencyHeading}\n\n${lines.join('\n')}`;
}
