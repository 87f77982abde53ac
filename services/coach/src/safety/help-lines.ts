import { HelpLines } from '@tend/contracts';
import type { Language } from '../guidance/guidance-topic';

/** The lines the safety guidance sends people to, in its words; the numbers come from contracts. */
const {
  emergency,
  lifeline: line988,
  poisonControl: poison,
  eldercareLocator,
  domesticViolence,
} = HelpLines;

export interface HelpLineWords {
  call911: string;
  poisonControl: string;
  lifeline: string;
  eldercare: string;
  dvHotline: string;
}

const english: HelpLineWords = {
  call911: `**Call ${emergency.number} now.** Stay on the line: the dispatcher will tell you what to do until help arrives.`,
  poisonControl: `**Call Poison Control at ${poison.number}** now (free, any time, in English and Spanish), with the bottle or product in hand. **Call ${emergency.number} instead** if they are hard to wake, having a seizure or having trouble breathing.`,
  lifeline: `**Call or text ${line988.number}**, the Suicide & Crisis Lifeline (free, confidential, any time; chat at 988lifeline.org; en español, marque ${line988.number} y oprima 2).`,
  eldercare: `the **Eldercare Locator** (${eldercareLocator.number}, eldercare.acl.gov)`,
  dvHotline: `**National Domestic Violence Hotline** (${domesticViolence.number}, or text ${domesticViolence.textKeyword} to ${domesticViolence.textNumber})`,
};

/** Written for Spanish speakers in the US (usted), naming each line as it answers, in Spanish. */
const spanish: HelpLineWords = {
  call911: `**Llame al ${emergency.number} ahora.** No cuelgue: la operadora le dirá qué hacer hasta que llegue la ayuda.`,
  poisonControl: `**Llame ahora a Poison Control (Control de Envenenamientos) al ${poison.number}** (gratis, a cualquier hora, en español), con el frasco o el producto en la mano. **Llame al ${emergency.number}** si le cuesta despertar, tiene una convulsión o le cuesta respirar.`,
  lifeline: `**Llame o envíe un texto al ${line988.number}**, la Línea de Prevención del Suicidio y Crisis (gratis, confidencial, a cualquier hora; para español, oprima 2 o envíe AYUDA por texto al ${line988.number}).`,
  eldercare: `el **Eldercare Locator** (${eldercareLocator.number}, eldercare.acl.gov, hay español)`,
  dvHotline: `**Línea Nacional contra la Violencia Doméstica** (${domesticViolence.number}, hay español; o envíe ${domesticViolence.textKeyword} por texto al ${domesticViolence.textNumber})`,
};

export const helpLineWords: Record<Language, HelpLineWords> = { en: english, es: spanish };
