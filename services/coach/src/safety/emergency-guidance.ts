import { HelpLines } from '@tend/contracts';
import type { Language } from '../guidance/guidance-topic';
import { spanishGuidance } from './emergency-guidance-es';
import { GroupOf, type EmergencyKind } from './kinds';
import { helpLineWords } from './help-lines';

const { emergency, lifeline: crisisLine } = HelpLines;
const { call911, eldercare, lifeline, poisonControl, dvHotline } = helpLineWords.en;

/** Each kind's guidance opens with the one thing to do now; the rest follows. */
const englishGuidance: Record<EmergencyKind, string> = {
  suicide: `${lifeline} If anyone is in immediate danger or has already taken something, **call ${emergency.number}**. You are not alone, and you do not have to carry this by yourself: stay with the person (or with someone you trust), and put pills, guns and sharp things out of reach.`,
  recipient_suicide: `**Stay with them, put medicines, guns and sharp things out of reach, and call or text ${crisisLine.number} together** (the Suicide & Crisis Lifeline, any time; en español, marque ${crisisLine.number} y oprima 2). **Call ${emergency.number}** if they have taken something, have a weapon or will not stay safe. Then tell their doctor today: depression, pain and some medicines can be treated.`,
  caregiver_harm: `**Once the person you care for is safe, step away**: go to another room, breathe, and let the moment pass. ${lifeline} Feeling this way means you need support, not that you are a bad person. For help and respite near you, call ${eldercare}. If anyone has been hurt or is in danger, **call ${emergency.number}**.`,
  caregiver_endangered: `**If you are in danger, get to a safe place (a room that locks, a neighbor's, your car) and call ${emergency.number}.** Your safety comes first, even when the person hurting you is ill. The ${dvHotline} is there any time, also for family caregivers. Once you are safe: aggression in dementia often has a cause (pain, infection, fear, a medicine) that their doctor can treat, and it is never your fault.`,
  abuse_neglect: `**If anyone is in danger now, call ${emergency.number}.** Otherwise **report it to Adult Protective Services** (find yours through ${eldercare}): they handle abuse, neglect and financial exploitation of older and disabled adults. If money is being taken, call their bank's fraud line too. The ${dvHotline} helps too.`,
  missing_person: `${call911} A missing person with dementia is an emergency: do not wait. Tell them: a **recent photo**, **what they are wearing**, their **medical conditions and medicines**, and **places they used to go** (an old home or workplace). While you wait, check nearby water, the usual routes and walks, the car and the garage, and keep someone at home in case they come back.`,
  breathing: `**If they are choking and cannot cough, speak or breathe, give 5 firm back blows between the shoulder blades, then 5 abdominal thrusts (a fist just above the navel, pulled in and up), and repeat** while someone calls ${emergency.number}. ${call911} If they stop responding or are not breathing, start CPR (push hard and fast in the centre of the chest); if someone is with you, ask them to find an AED.`,
  chest_pain: `${call911} Chest pain can be a heart attack. Help them sit down and rest, loosen tight clothing, and do not drive them to the hospital yourself. The dispatcher may tell you to give aspirin.`,
  stroke: `${call911} These can be signs of a stroke: **F**ace drooping, **A**rm weakness, **S**peech difficulty, **T**ime to call ${emergency.number}. Note the time the signs started and tell the paramedics. Do not give food, drink or medicine.`,
  unresponsive: `${call911} If they are breathing, turn them gently on their side. If they are not breathing, start CPR. During a seizure, move things away from them, do not hold them down and do not put anything in their mouth.`,
  head_injury_fall: `${call911} After a fall with an injury, or when they cannot get up, do not try to lift them on your own: keep them still and warm, especially if the head, neck, back or hip may be hurt, and press a clean cloth on any bleeding. If they vomit, turn them on their side. A knock to the head on a blood thinner needs ${emergency.number} even when they seem fine.`,
  bleeding: `${call911} Press firmly on the wound with a clean cloth and keep pressing; add more cloth on top rather than lifting it. Keep them lying down and warm. Vomiting or coughing up blood, or black stools, need ${emergency.number} too.`,
  low_blood_sugar: `**If they are awake and can swallow safely, give fast sugar now**: half a cup of juice or regular soda, or glucose tablets; check again in 15 minutes, and give a snack once it is back up. **Call ${emergency.number}** if they are hard to wake, having a seizure or cannot swallow safely: then put nothing in their mouth and turn them on their side.`,
  allergic_reaction: `${call911} Swelling of the throat, tongue or lips, or trouble breathing, can be a severe allergic reaction. If they have an epinephrine auto-injector (EpiPen), use it now in the outer thigh. Keep them sitting up if breathing is hard, or lying down if they feel faint.`,
  confusion_fever: `${call911} or go to the emergency room now: sudden confusion with a fever can be a serious infection (such as sepsis). Bring their list of medicines and tell the staff how they were before today.`,
  medical: `${call911} Tell the dispatcher what you see; stay with them, and do not give food, drink or medicine unless told to.`,
  overdose: `${poisonControl} Do not try to make them vomit. Keep the medicine packs and a list of what was taken and when.`,
  poisoning: `${poisonControl} Do not try to make them vomit. Rinse the mouth, skin or eyes with water if the product touched them.`,
};

const guidance: Record<Language, Record<EmergencyKind, string>> = {
  en: englishGuidance,
  es: spanishGuidance,
};

/** No emoji: a phone or browser without an emoji font shows a box (the web app adds an icon). */
export const EmergencyHeadings: Record<Language, string> = {
  en: '**This sounds like an emergency.**',
  es: '**Esto parece una emergencia.**',
};
export const EmergencyHeading = EmergencyHeadings.en;

/** First aid that must come before anything else said (sugar by mouth, back blows, pressure). */
const FirstAidFirst: readonly EmergencyKind[] = [
  'low_blood_sugar',
  'breathing',
  'bleeding',
  'allergic_reaction',
  'overdose',
  'poisoning',
];

/**
 * The kinds in the order their guidance is said: first aid first; the general medical line ("give
 * no food or drink") left out where a named emergency's first aid says what to do instead.
 */
export function guidanceOrder(kinds: readonly EmergencyKind[]): EmergencyKind[] {
  const unique = [...new Set(kinds)];
  const named = unique.some((kind) => kind !== 'medical' && GroupOf[kind] === 'medical');
  const said = named ? unique.filter((kind) => kind !== 'medical') : unique;
  const first = FirstAidFirst.filter((kind) => said.includes(kind));
  return [...first, ...said.filter((kind) => !first.includes(kind))];
}

const lines = (kinds: readonly EmergencyKind[], language: Language) =>
  guidanceOrder(kinds)
    .map((kind) => `- ${guidance[language][kind]}`)
    .join('\n');

/**
 * The guidance that opens the answer, whatever the model adds after it: shown in full, first, in
 * the language of the message.
 */
export function emergencyGuidance(
  kinds: readonly EmergencyKind[],
  language: Language = 'en',
): string {
  if (kinds.length === 0) return '';
  return `${EmergencyHeadings[language]}\n\n${lines(kinds, language)}`;
}
