import { HelpLines } from '@tend/contracts';
import type { Language } from '../guidance/guidance-topic';
import { spanishOpeners } from './concern-guidance-es';
import { GroupOf, type EmergencyKind, type SafetyGroup } from './kinds';

const { emergency, lifeline, poisonControl, eldercareLocator, domesticViolence } = HelpLines;

/**
 * What a *concern* answer opens with: one warm sentence naming what was heard, then the direct
 * question crisis counselors ask, with the line to call or text. The answer then goes on to the
 * question itself. Medical kinds share one opener: whether it is happening now.
 */
const englishOpeners: Record<SafetyGroup, string> = {
  suicide: `It sounds like you are carrying more than anyone should have to. **Are you thinking about ending your life?** If you are, or you are not sure, **call or text ${lifeline.number}** now (free, any time; en español, marque ${lifeline.number} y oprima 2). You deserve support too.`,
  recipient_suicide: `Hearing someone you love talk about not wanting to live is hard. **Are they thinking about ending their life, and do they have a way to do it?** If so, stay with them, put medicines and weapons out of reach and **call or text ${lifeline.number}** together; tell their doctor too.`,
  caregiver_harm: `It takes courage to say how close to the edge you feel. **Are you worried you might hurt the person you care for?** If so, make sure they are safe, step away, and **call or text ${lifeline.number}**; the Eldercare Locator (${eldercareLocator.number}) can find respite near you.`,
  caregiver_endangered: `Your safety matters as much as theirs. **Are you safe right now?** If not, get to a safe place and **call ${emergency.number}**; the National Domestic Violence Hotline (${domesticViolence.number}, text ${domesticViolence.textKeyword} to ${domesticViolence.textNumber}) can help you plan.`,
  abuse_neglect: `What you describe could be abuse, neglect or someone taking advantage. **Is the person you care for safe right now?** If not, **call ${emergency.number}**; otherwise Adult Protective Services can look into it (find yours through the Eldercare Locator, ${eldercareLocator.number}).`,
  missing_person: `**Do you know where they are right now?** If they cannot be found, **call ${emergency.number}** without waiting: a missing person with dementia is an emergency.`,
  medical: `**Is this happening now?** If so, or if you are unsure, **call ${emergency.number}**.`,
  poison: `**Has something been swallowed or taken just now?** If so, **call Poison Control at ${poisonControl.number}** (${emergency.number} if they are hard to wake or breathing oddly).`,
};

const openers: Record<Language, Record<SafetyGroup, string>> = {
  en: englishOpeners,
  es: spanishOpeners,
};

/** The concern openers for these kinds, each group once, in the language of the message. */
export function concernGuidance(
  kinds: readonly EmergencyKind[],
  language: Language = 'en',
): string {
  const groups = [...new Set(kinds.map((kind) => GroupOf[kind]))];
  return groups.map((group) => openers[language][group]).join('\n\n');
}
