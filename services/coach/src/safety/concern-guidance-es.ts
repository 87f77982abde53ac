import { HelpLines } from '@tend/contracts';
import type { SafetyGroup } from './kinds';

const { emergency, lifeline, poisonControl, eldercareLocator, domesticViolence } = HelpLines;

/**
 * The concern openers for a message written in Spanish: a warm sentence, the direct question a
 * crisis counselor asks (in the usted form), and the line to call or text.
 */
export const spanishOpeners: Record<SafetyGroup, string> = {
  suicide: `Parece que está cargando con más de lo que nadie debería. **¿Está pensando en quitarse la vida?** Si es así, o no está seguro o segura, **llame o envíe un texto al ${lifeline.number}** ahora (gratis, a cualquier hora; para español, oprima 2 o envíe AYUDA por texto). Usted también merece apoyo.`,
  recipient_suicide: `Es muy duro oír a un ser querido decir que no quiere vivir. **¿Está pensando en quitarse la vida, y tiene cómo hacerlo?** Si es así, quédese con su familiar, ponga las medicinas y las armas fuera de su alcance y **llamen o envíen un texto juntos al ${lifeline.number}**; avise también a su médico.`,
  caregiver_harm: `Hace falta valor para decir lo al límite que se siente. **¿Le preocupa que pueda lastimar a la persona que cuida?** Si es así, asegúrese de que esté a salvo, aléjese un momento y **llame o envíe un texto al ${lifeline.number}**; el Eldercare Locator (${eldercareLocator.number}) le ayuda a encontrar cuidado de relevo (respite care) cerca de usted.`,
  caregiver_endangered: `Su seguridad importa tanto como la de su familiar. **¿Está a salvo en este momento?** Si no, vaya a un lugar seguro y **llame al ${emergency.number}**; la Línea Nacional contra la Violencia Doméstica (${domesticViolence.number}, hay español) le ayuda a hacer un plan.`,
  abuse_neglect: `Lo que cuenta podría ser maltrato, descuido o que alguien se está aprovechando. **¿Está a salvo ahora la persona que usted cuida?** Si no, **llame al ${emergency.number}**; si lo está, Adult Protective Services (Servicios de Protección de Adultos) puede investigarlo (encuentre la oficina de su zona con el Eldercare Locator, ${eldercareLocator.number}).`,
  missing_person: `**¿Sabe dónde está en este momento?** Si no lo encuentran, **llame al ${emergency.number}** sin esperar: una persona con demencia que se ha perdido es una emergencia.`,
  medical: `**¿Está pasando ahora?** Si es así, o si tiene dudas, **llame al ${emergency.number}**.`,
  poison: `**¿Se tragó o tomó algo hace poco?** Si es así, **llame a Poison Control al ${poisonControl.number}** (hay español; al ${emergency.number} si le cuesta despertar o respira raro).`,
};
