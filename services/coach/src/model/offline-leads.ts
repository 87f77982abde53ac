import { HelpLines, UsStateNames, type UsState } from '@tend/contracts';
import type { Language } from '../guidance/guidance-topic';
import { savedRouteNote, type SavedEligibility } from '../guidance/saved-route';
import { paidAsNote, selfDirectedNote, type CaredFor } from '../guidance/states';
import {
  SpanishMedicationPoisonLine,
  SpanishMedicationSafetyAdvice,
  SpanishOverwhelmLead,
  spanishPaidCareLead,
} from './offline-leads-es';
import type { OfflineRoute } from './offline-routes';

const { alzheimers, eldercareLocator, emergency, lifeline, poisonControl } = HelpLines;

function paidCareLead(
  state: UsState | undefined,
  caredFor: CaredFor | undefined,
  saved: SavedEligibility | undefined,
): string {
  const where = state ? ` in ${UsStateNames[state]}` : '';
  // Her own check answers it: what it means for her, not the check described again.
  if (saved) return `**Being paid to care${where}**\n\n${savedRouteNote(saved, 'en')}`;
  const note = state
    ? caredFor
      ? paidAsNote(state, caredFor)
      : selfDirectedNote(state)
    : 'Most states’ Medicaid programs have a self-directed (consumer-directed) option in which the person you care for hires and directs their own helper, and in many of them that helper can be a family member.';
  return `**Being paid to care${where}**

Many family caregivers can be paid through Medicaid. Tend’s [eligibility check](/eligibility) shows in about 30 seconds how likely they are to qualify, and the next steps.

${note}`;
}

const OverwhelmLead = `That sounds really hard, and it makes sense that you feel this way. You are carrying a lot, and reaching out is a good step.

- **See where you are:** Tend’s [caregiver check-in](/assessment) is ten short questions; it shows how heavy the load has become and suggests next steps.
- **Get a break:** respite care gives you planned time off. The [ARCH National Respite Locator](https://archrespite.org/) lists programs by state, and the [Eldercare Locator](https://eldercare.acl.gov/) ([${eldercareLocator.number}](${eldercareLocator.call})) finds help near you.
- **Talk with people who understand:** free caregiver support groups from the [Family Caregiver Alliance](https://www.caregiver.org/) and the [Alzheimer’s Association](https://www.alz.org/) (24/7 Helpline [${alzheimers.number}](${alzheimers.call})).
- If you ever feel you cannot go on or might hurt yourself, call or text **[${lifeline.number}](${lifeline.call})**, any time.`;

const MedicationSafetyAdvice = `I can’t tell you whether medicines are safe together: that depends on the doses, their health and everything else they take, and I can’t check that reliably. These people can, today:

- **A pharmacist**, at any pharmacy, in person or by phone, for free: have the names and doses of every medicine and supplement ready.
- **The prescriber** (the doctor or nurse practitioner who prescribed it), or their nurse line.`;

/** Left out when the safety opening has already asked whether something was taken just now. */
const MedicationPoisonLine = `- **${poisonControl.name}: [${poisonControl.number}](${poisonControl.call})** (24/7), if it has already been taken and you are worried. Call **[${emergency.number}](${emergency.call})** if they are very drowsy, hard to wake or struggling to breathe.`;

/** What a route's lead is written for: her state, language, person, saved check and opening. */
export interface RouteContext {
  state?: UsState;
  language: Language;
  caredFor?: CaredFor;
  /** Her saved check, when the message is about her own situation (`savedCheckFor`). */
  saved?: SavedEligibility;
  /** The safety opening already gives Poison Control: one safety line, not two. */
  poisonOpened?: boolean;
}

/** The lead of an offline answer for a route, before the library's advice, in her language. */
export function routeLead(
  route: OfflineRoute,
  { state, language, caredFor, saved, poisonOpened = false }: RouteContext,
): string {
  const spanish = language === 'es';
  switch (route) {
    case 'medication-safety': {
      const [advice, poisonLine] = spanish
        ? [SpanishMedicationSafetyAdvice, SpanishMedicationPoisonLine]
        : [MedicationSafetyAdvice, MedicationPoisonLine];
      return poisonOpened ? advice : `${advice}\n${poisonLine}`;
    }
    case 'paid-care':
      return spanish
        ? spanishPaidCareLead(state, caredFor, saved)
        : paidCareLead(state, caredFor, saved);
    case 'overwhelm':
      return spanish ? SpanishOverwhelmLead : OverwhelmLead;
  }
}
