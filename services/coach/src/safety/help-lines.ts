import { HelpLines } from '@tend/contracts';

/** The lines the safety guidance sends people to, in its words; the numbers come from contracts. */
const {
  emergency,
  lifeline: line988,
  poisonControl: poison,
  eldercareLocator,
  domesticViolence,
} = HelpLines;

export const call911 = `**Call ${emergency.number} now.** Stay on the line: the dispatcher will tell you what to do until help arrives.`;
export const poisonControl = `**Call Poison Control at ${poison.number}** now (free, any time, in English and Spanish), with the bottle or product in hand. **Call ${emergency.number} instead** if they are hard to wake, having a seizure or having trouble breathing.`;
export const lifeline = `**Call or text ${line988.number}**, the Suicide & Crisis Lifeline (free, confidential, any time; chat at 988lifeline.org; en español, marque ${line988.number} y oprima 2).`;
export const eldercare = `the **Eldercare Locator** (${eldercareLocator.number}, eldercare.acl.gov)`;
export const dvHotline = `**National Domestic Violence Hotline** (${domesticViolence.number}, or text ${domesticViolence.textKeyword} to ${domesticViolence.textNumber})`;
