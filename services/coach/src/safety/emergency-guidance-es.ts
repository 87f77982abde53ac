import { HelpLines } from '@tend/contracts';
import type { EmergencyKind } from './kinds';
import { helpLineWords } from './help-lines';

const { emergency, lifeline: crisisLine } = HelpLines;
const { call911, eldercare, lifeline, poisonControl, dvHotline } = helpLineWords.es;

/**
 * The emergency guidance for a message written in Spanish: the same action first, said as a
 * Spanish-speaking crisis worker would say it (usted), not translated word for word.
 */
export const spanishGuidance: Record<EmergencyKind, string> = {
  suicide: `${lifeline} Si alguien está en peligro inmediato o ya tomó algo, **llame al ${emergency.number}**. No está solo ni sola, y no tiene que cargar con esto a solas: quédese con la persona (o con alguien de confianza) y ponga pastillas, armas y objetos filosos fuera de su alcance.`,
  recipient_suicide: `**Quédese con su familiar, ponga las medicinas, las armas y los objetos filosos fuera de su alcance, y llamen o envíen un texto juntos al ${crisisLine.number}** (la Línea de Prevención del Suicidio y Crisis, a cualquier hora; para español, oprima 2). **Llame al ${emergency.number}** si ya tomó algo, tiene un arma o no puede mantenerse a salvo. Luego avise hoy a su médico: la depresión, el dolor y algunas medicinas tienen tratamiento.`,
  caregiver_harm: `**En cuanto su familiar esté a salvo, aléjese un momento**: vaya a otro cuarto, respire y deje pasar el momento. ${lifeline} Sentirse así quiere decir que usted necesita apoyo, no que sea mala persona. Para ayuda y cuidado de relevo (respite care) cerca de usted, llame a ${eldercare}. Si alguien está herido o en peligro, **llame al ${emergency.number}**.`,
  caregiver_endangered: `**Si usted está en peligro, vaya a un lugar seguro (un cuarto con seguro, la casa de un vecino, su carro) y llame al ${emergency.number}.** Su seguridad va primero, aunque quien le lastima esté enfermo. La ${dvHotline} atiende a cualquier hora, también a familiares que cuidan. Ya a salvo: la agresión en la demencia muchas veces tiene una causa (dolor, una infección, miedo, una medicina) que el médico puede tratar, y nunca es culpa suya.`,
  abuse_neglect: `**Si alguien está en peligro ahora, llame al ${emergency.number}.** Si no, **repórtelo a Adult Protective Services (Servicios de Protección de Adultos)** (encuentre la oficina de su zona con ${eldercare}): atienden el maltrato, el descuido y el abuso económico de personas mayores o con discapacidad. Si le están sacando dinero, llame también a la línea de fraudes de su banco. La ${dvHotline} también ayuda.`,
  missing_person: `${call911} Una persona con demencia que se ha perdido es una emergencia: no espere. Dígales: una **foto reciente**, **qué ropa lleva**, sus **enfermedades y medicinas** y los **lugares adonde solía ir** (una casa o un trabajo de antes). Mientras espera, revise el agua cercana, los caminos y paseos de costumbre, el carro y el garaje, y que alguien se quede en casa por si regresa.`,
  breathing: `**Si se está atragantando y no puede toser, hablar ni respirar, dele 5 golpes firmes en la espalda, entre los omóplatos, y luego 5 compresiones en el abdomen (el puño justo arriba del ombligo, hacia adentro y hacia arriba), y repita** mientras alguien llama al ${emergency.number}. ${call911} Si deja de responder o no respira, empiece la RCP (empuje fuerte y rápido en el centro del pecho); si hay alguien con usted, pídale que busque un desfibrilador (AED).`,
  chest_pain: `${call911} El dolor de pecho puede ser un ataque al corazón. Ayúdele a sentarse y descansar, afloje la ropa apretada y no lo lleve usted en carro al hospital. La operadora puede indicarle que le dé una aspirina.`,
  stroke: `${call911} Pueden ser señales de un derrame cerebral: la cara caída de un lado, debilidad en un brazo, dificultad para hablar. Anote la hora en que empezaron las señales y dígasela a los paramédicos. No le dé comida, bebida ni medicinas.`,
  unresponsive: `${call911} Si respira, acuéstelo con cuidado de lado. Si no respira, empiece la RCP. Durante una convulsión, aparte las cosas de su alrededor, no lo sujete y no le ponga nada en la boca.`,
  head_injury_fall: `${call911} Después de una caída con lesión, o si no se puede levantar, no intente levantarlo usted solo: manténgalo quieto y abrigado, sobre todo si se pudo lastimar la cabeza, el cuello, la espalda o la cadera, y presione con un trapo limpio cualquier sangrado. Si vomita, póngalo de lado. Un golpe en la cabeza en quien toma anticoagulantes necesita el ${emergency.number} aunque parezca estar bien.`,
  bleeding: `${call911} Presione firme la herida con un trapo limpio y no deje de presionar; si se empapa, ponga más tela encima en vez de quitarla. Manténgalo acostado y abrigado. Vomitar o toser sangre, o heces negras, también son para el ${emergency.number}.`,
  low_blood_sugar: `**Si está despierto y puede tragar bien, dele azúcar rápida ahora**: media taza de jugo o de refresco normal, o tabletas de glucosa; vuelva a medir en 15 minutos y dele algo de comer cuando haya subido. **Llame al ${emergency.number}** si le cuesta despertar, tiene una convulsión o no puede tragar bien: entonces no le ponga nada en la boca y acuéstelo de lado.`,
  allergic_reaction: `${call911} La hinchazón de la garganta, la lengua o los labios, o la dificultad para respirar, pueden ser una reacción alérgica grave. Si tiene un autoinyector de epinefrina (EpiPen), úselo ahora en la parte de afuera del muslo. Manténgalo sentado si le cuesta respirar, o acostado si siente que se desmaya.`,
  confusion_fever: `${call911} o vaya ahora a la sala de emergencias: la confusión repentina con fiebre puede ser una infección grave (como la sepsis). Lleve la lista de sus medicinas y diga al personal cómo estaba antes de hoy.`,
  medical: `${call911} Diga a la operadora lo que ve; quédese a su lado y no le dé comida, bebida ni medicinas a menos que se lo indiquen.`,
  overdose: `${poisonControl} No intente hacerle vomitar. Guarde los empaques de las medicinas y una lista de lo que tomó y a qué hora.`,
  poisoning: `${poisonControl} No intente hacerle vomitar. Enjuáguele con agua la boca, la piel o los ojos si el producto los tocó.`,
};
