import { HelpLines, type UsState } from '@tend/contracts';
import { savedRouteNote, type SavedEligibility } from '../guidance/saved-route';
import { paidAsNote, selfDirectedNote, stateNameFor, type CaredFor } from '../guidance/states';

const { alzheimers, eldercareLocator, emergency, lifeline, poisonControl } = HelpLines;

/** The offline leads for a message written in Spanish (offline-leads.ts has the English ones). */
export function spanishPaidCareLead(
  state: UsState | undefined,
  caredFor: CaredFor | undefined,
  saved?: SavedEligibility,
): string {
  const where = state ? ` en ${stateNameFor(state, 'es')}` : '';
  if (saved) return `**Cobrar por cuidar a su familiar${where}**\n\n${savedRouteNote(saved, 'es')}`;
  const note = state
    ? caredFor
      ? paidAsNote(state, caredFor, 'es')
      : selfDirectedNote(state, 'es')
    : 'En casi todos los estados, Medicaid tiene una opción autodirigida ("self-directed" o "consumer-directed"): la persona que usted cuida contrata y dirige a su propio ayudante, y en muchos programas ese ayudante puede ser un familiar.';
  return `**Cobrar por cuidar a su familiar${where}**

A muchos familiares que cuidan se les puede pagar por medio de Medicaid. La [revisión de elegibilidad](/eligibility) de Tend muestra en unos 30 segundos qué tan probable es que califique y los siguientes pasos.

${note}`;
}

export const SpanishOverwhelmLead = `Esto suena muy difícil, y es comprensible que se sienta así. Está cargando con mucho, y pedir ayuda es un buen paso.

- **Vea cómo está:** el [chequeo para cuidadores](/assessment) de Tend tiene diez preguntas cortas; muestra qué tan pesada se ha vuelto la carga y sugiere pasos.
- **Tome un descanso:** el cuidado de relevo ("respite care") le da tiempo libre planeado. El [ARCH National Respite Locator](https://archrespite.org/) tiene programas por estado, y el [Eldercare Locator](https://eldercare.acl.gov/) ([${eldercareLocator.number}](${eldercareLocator.call}), hay español) encuentra ayuda cerca de usted.
- **Hable con quien entiende:** grupos de apoyo gratis de la [Family Caregiver Alliance](https://www.caregiver.org/) y de la [Alzheimer’s Association](https://www.alz.org/) (línea de ayuda 24/7 [${alzheimers.number}](${alzheimers.call}), hay español).
- Si alguna vez siente que no puede más o que podría hacerse daño, llame o envíe un texto al **[${lifeline.number}](${lifeline.call})** (para español, oprima 2), a cualquier hora.`;

export const SpanishMedicationSafetyAdvice = `No puedo decirle si es seguro tomar estas medicinas juntas: depende de las dosis, de su salud y de todo lo demás que toma, y no lo puedo revisar con seguridad. Estas personas sí pueden, hoy mismo:

- **Un farmacéutico**, en cualquier farmacia, en persona o por teléfono, gratis: tenga a mano el nombre y la dosis de cada medicina y suplemento.
- **Quien la recetó** (el médico o la enfermera practicante), o su línea de enfermería.`;

export const SpanishMedicationPoisonLine = `- **${poisonControl.name} (Control de Envenenamientos): [${poisonControl.number}](${poisonControl.call})** (24/7, hay español), si ya la tomó y le preocupa. Llame al **[${emergency.number}](${emergency.call})** si está muy adormilado, le cuesta despertar o le cuesta respirar.`;
