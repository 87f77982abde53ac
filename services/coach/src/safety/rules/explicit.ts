import { medicine, medicineAmountRules } from './medicine-amounts';
import type { Rule } from './rule';

/**
 * Crises told so plainly that the rules alone answer them with an emergency, in English and
 * Spanish (normalised: lower case, no accents): the means at hand or a plan, an amount of a
 * medicine asked "enough to", goodbyes, a dose just taken, low blood sugar told by its number or
 * its behaviour, abuse seen now. Each needs two things said together, so a worry, a joke or a plan
 * for later ("if he ever wanders") is not one of them.
 */
/** A count of pills, not a dose ("30 of the 10mg", "20 pills"; not "10 units"). */
const asksEnough = String.raw`\b(?:is|are|would|will|es|son|seria|serian|alcanza|alcanzan)\b.{0,30}\b\d+ (?:of (?:the|my|his|her|these|those)\b|de (?:las|mis|sus|estas)\b|(?:pills|tablets|capsules|pastillas|tabletas)\b)`;
const notTreating = String.raw`(?! (?:for (?:his|her|their|the|mom|dad|my (?:mom|dad|mother|father|husband|wife))|to (?:help|treat|work|last|cover|get through|control|bring|keep))|para (?:su|el|ella|mi (?:mama|papa|esposo|esposa)) )`;
const neverWake = String.raw`(?:to (?:not|never) wake up|so (?:i|that i) (?:do not|never|will not) wake up|to die|to end it|to be fatal|would (?:kill|be fatal|be lethal)|para no despertar|para (?:ya )?no despertar(?:me)?|para morir(?:me)?|para (?:que sea|ser) (?:fatal|mortal))`;
const secretly = String.raw`(?:nobody knows|no one knows|not for (?:protection|safety|the house|him|her)|for myself|just wanted (?:someone|somebody) to know|figured (?:someone|somebody) should know|do not tell|nadie sabe|no sabe nadie|no es para (?:proteccion|la casa|defensa)|para mi|solo queria que alguien (?:supiera|sepa))`;
const justNow = String.raw`(?:just|just now|right now|minutes ago|an hour ago|half an hour ago|tonight|this morning|acaba de|acabo de|ahorita|ahora mismo|hace (?:un rato|unos minutos|una hora|media hora|rato)|recien|esta noche)`;

export const explicitRules: Rule[] = [
  {
    kind: 'suicide',
    patterns: [
      // "is 30 of the 10mg ambien enough", "cuantas pastillas para no despertar"
      new RegExp(
        `${asksEnough}.{0,40}\\b${medicine}\\b.{0,40}\\b(?:enough|suficientes?)\\b${notTreating}`,
      ),
      new RegExp(`\\b(?:how many|how much|cuantas|cuantos|cuanto|cuanta)\\b.{0,50}\\b${neverWake}`),
      new RegExp(`\\b${medicine}\\b.{0,50}\\b${neverWake}`),
      [
        /\b(?:rope|noose|soga|cuerda|lazo)\b/,
        /\b(?:tied it|tied the|already tied|is tied|ready|around my neck|from the (?:beam|rafter)|to hang|amarre|ya la amarre|ya esta (?:amarrada|lista)|colgarme|en la viga|al cuello)\b/,
      ],
      [
        new RegExp(
          `\\b(?:bought|buying|got|purchased|picked up|have|compre|consegui|tengo|traigo)\\b.{0,20}\\b(?:gun|pistol|handgun|revolver|firearm|pistola|arma|revolver|escopeta)\\b`,
        ),
        new RegExp(`\\b${secretly}\\b`),
      ],
      [
        /\b(?:on|at|en) (?:the |a |el )?(?:bridge|overpass|ledge|roof|cliff|puente|azotea|techo)\b/,
        /\b(?:just wanted (?:someone|somebody) to know|goodbye|good bye|last time|jump|nobody will miss|solo queria que alguien (?:supiera|sepa)|adios|ultima vez|tirarme|aventarme|saltar|nadie me va a extranar)\b/,
      ],
      [
        /\b(?:giving away|gave away|give away|regalando|regale|repartiendo|reparti)\b.{0,25}\b(?:my|all my|mis|todas mis|todos mis)\b/,
        /\b(?:will not need|not going to need|no longer need|goodbye|when i am gone|after i am gone|ya no (?:las|los|la|lo) voy a necesitar|cuando ya no este|cuando me vaya|adios)\b/,
      ],
      /\b(?:me despido de (?:todos|ustedes)|this is my goodbye|saying my goodbyes)\b/,
    ],
  },
  {
    kind: 'overdose',
    patterns: [
      [
        new RegExp(`\\b${justNow}\\b`),
        /\b(?:took|taken|swallowed|gave|given|had|tomo|tome|tomaron|se tomo|me tome|le di|le dieron|le puse|le inyecte)\b/,
        /\b(?:double|twice|two doses|extra dose|wrong (?:pills?|dose|medicine|meds)|someone else'?s|half (?:a|the) bottle|whole bottle|entire bottle|the bottle|too (?:much|many)|doble|dos veces|equivocad[ao]s?|de mas|demasiad[ao]s?|media botella|todo el frasco|toda la caja|el frasco)\b/,
      ],
    ],
  },
  {
    kind: 'low_blood_sugar',
    patterns: [
      /\b(?:sugar|glucose|azucar|glucosa)\b(?: \w+){0,3} (?:[1-4]\d|5[0-4])\b(?! (?:years|pounds|lbs|minutes|hours|days|times|percent|units|anos|libras|minutos|horas|dias|veces|unidades))/,
      [
        /\b(?:diabetic|diabetes|insulin|metformin|glipizide|diabetic?o|diabetica|insulina)\b/,
        /\b(?:acting drunk|like (?:she|he) is drunk|seems drunk|slurring|sweaty and (?:confused|shaky)|shaky and sweaty|sweating and shaking|not making sense|como (?:borrach[oa]|tomad[oa])|sudando y temblando|temblando y sudando|sudad[oa] y confundid[oa]|no tiene sentido lo que dice|no responde)\b/,
      ],
    ],
  },
  {
    kind: 'abuse_neglect',
    patterns: [
      [
        /\b(?:camera|cam|video|monitor|nanny cam|ring|nest|on the phone|facetime|camara|por (?:el )?telefono|videollamada)\b/,
        /\b(?:slap\w*|hit (?:her|him|mom|dad)|hitting|punch\w*|shov\w*|kick\w*|pinch\w*|drag\w*|yank\w*|le pego|la golpeo|lo golpeo|le dio una cachetada|le dio un golpe|la empujo|lo empujo|la jalo|lo jalo|la pellizco)\b/,
        /\b(?:aide|caregiver|nurse|helper|staff|worker|cna|home health|cuidadora|cuidador|enfermera|asistente|ayudante|muchacha|senora que la cuida)\b/,
      ],
    ],
  },
  ...medicineAmountRules,
];
