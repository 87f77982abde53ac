import type { Rule } from './rule';

/**
 * Crises told through a medicine, in English and Spanish (normalised spelling): an amount asked
 * for what it would end ("how much oxycodone would stop a heart", "cuanto paracetamol para que el
 * higado deje de funcionar"), a whole supply taken or given "so this ends", a dose asked whether
 * anyone would notice, and a wrong dose just given (ml for ml, the wrong insulin pen, a child who
 * chewed a patch). Written from `data/safety/train/amounts.jsonl`; like the other plain crises,
 * each needs two things said together, so a dose question or a worry for later is not one.
 */

/** Medicines by name and by word, shared with the other plain crises (explicit.ts). */
export const medicine = String.raw`(?:pills?|tablets?|capsules?|meds|medicines?|medications?|mg|ambien|zolpidem|xanax|alprazolam|valium|diazepam|ativan|lorazepam|klonopin|clonazepam|seroquel|quetiapina?|trazodone|gabapentin|tramadol|tylenol|acetaminophen|paracetamol|ibuprofen|ibuprofeno|advil|aspirin|oxy\w*|hydrocodone|percocet|vicodin|norco|methadone|morphine|morfina|fentanyl|fentanilo|patch|parche|suboxone|warfarin|warfarina|coumadin|eliquis|xarelto|digoxin|lithium|insulin|insulina|metformin|metformina|sleeping pills?|pain pills|pastillas?|pildoras|medicinas?|medicamentos?)`;

/** What an amount would end: a heart, a liver, breathing, waking, a life. */
const fatalEnd = String.raw`(?:stop (?:a|the|my|his|her|your|someone s|someones) heart|(?:heart|liver|kidneys?|breathing) (?:to )?(?:stop|stops|shut down|shuts down|fail|fails|give out)|shut down (?:a|the|my|his|her) (?:liver|kidneys?|heart)|(?:slowly )?stop breathing|bleed out|(?:would|will|could) (?:it |that |they )?kill|kill (?:me|someone|a person|somebody)|(?:would|will) not wake(?: up)?|not wake up|never wake up|(?:el )?corazon (?:se pare|se detenga|deje de latir)|(?:el )?higado (?:deje de funcionar|falle|se muera)|deje de respirar|me muero|morirme|no despierte|ya no despierte)`;

/** Asked as an amount. */
const amountAsked = String.raw`(?:how much|how many|what amount|the amount|what dose|a dose|cuant[oa]s?|que cantidad|la cantidad)`;

/** A whole supply at once. */
const wholeSupply = String.raw`(?:whole|entire|all (?:of )?(?:the|his|her|my|these|those|them)|todo el|toda la|todas (?:las|sus|mis))\b.{0,30}\b(?:bottle|box|pack|supply|thing|pills|meds|patch|frasco|caja|pastillas|pildoras|medicinas)`;

/** So that it all ends, or nobody finds out. */
const toEndIt = String.raw`(?:so (?:this|it|that) (?:ends|would end|is over|will be over)|over for both of us|for both of us|be over|end (?:it|this|things)|(?:let|help) (?:\w+ ){0,2}go peacefully|para que (?:esto |todo )?(?:se acabe|termine)|para los dos|que se acabe)`;
const unnoticed = String.raw`(?:show up|be detected|detectable|would (?:anyone|anybody|they|the doctor|the nurse) (?:ever )?(?:know|notice|tell)|nobody would (?:know|notice|question|blame)|look like (?:an accident|a mistake|i (?:just )?made a mistake|natural causes)|think it was an accident|se nota|se notaria|se daria cuenta|sin que (?:nadie )?se (?:de|den) cuenta|sin que (?:nadie )?(?:lo )?sepa)`;

/** Giving, to the person cared for. */
const giving = String.raw`(?:give|gave|giving|slip|slipping|put|mix|crush|darle|darselas|darselos|dar|le doy|le di|ponerle|le puse|le pongo)`;

export const medicineAmountRules: Rule[] = [
  {
    kind: 'suicide',
    patterns: [
      // "how much oxycodone would stop a heart", "cuanta metformina para que el corazon se pare"
      new RegExp(`\\b${amountAsked}\\b.{0,60}\\b${medicine}\\b.{0,60}\\b${fatalEnd}`),
      // "if I took the whole warfarin bottle would I bleed out", "si me tomo todo el frasco me muero"
      [
        new RegExp(
          `\\b(?:i took|i take|if i took|took|swallow|tomo|me tomo|tomarme|me tomara)\\b.{0,20}\\b${wholeSupply}`,
        ),
        new RegExp(
          `\\b(?:would i|will i|me muero|die|dies|kill|fatal|bleed out|sleep forever|no despierto|me duermo para siempre)\\b`,
        ),
      ],
    ],
  },
  {
    kind: 'caregiver_harm',
    patterns: [
      // "give him the whole thing so this ends for both of us", "darselas todas en la cena"
      [
        new RegExp(`\\b${giving}\\b.{0,40}\\b${wholeSupply}|\\b(?:darselas|darselos) todas?\\b`),
        new RegExp(`\\b${toEndIt}\\b`),
      ],
      // "what amount of oxycodone would be enough to let my wife go peacefully"
      new RegExp(`\\b${amountAsked}\\b.{0,60}\\b${medicine}\\b.{0,60}\\b${toEndIt}\\b`),
      // "does an insulin overdose show up in an autopsy", "si le doy mucha insulina se nota"
      [
        new RegExp(`\\b(?:${medicine}|overdose|overdosed|dose|double dose|sobredosis)\\b`),
        new RegExp(`\\b${unnoticed}\\b`),
      ],
      // "le di doble de su medicina para dormir a proposito"
      [
        new RegExp(`\\b${giving}\\b.{0,40}\\b(?:double|extra|more|doble|de mas|mas)\\b`),
        /\b(?:on purpose|a proposito|adrede)\b/,
      ],
    ],
  },
  {
    kind: 'overdose',
    patterns: [
      // "gave dad 15 ml of his liquid morphine instead of 1.5 ml", "10 ml de morfina en vez de 1 ml"
      [
        /\b(?:i (?:gave|put|injected)|gave (?:him|her|them|dad|mom|my \w+)|(?:he|she|dad|mom|i) took|le di|le puse|le inyecte|se tomo|me tome)\b/,
        // A dose, not a supply: "90 pills instead of 30" is a refill.
        /\b(?:\d+ ?(?:ml|mls|cc|units|unidades|mg)|(?:[2-9]|1\d|20) (?:tablets|pills|pastillas))\b.{0,40}\b(?:instead of|en vez de|en lugar de)\b/,
      ],
      // "I doubled up on his metformin by accident", "se la di dos veces hoy": a dose still in the body
      [
        /\b(?:today|this (?:morning|afternoon|evening)|hoy|esta (?:manana|tarde))\b|\bdoubled up\b/,
        /\b(?:took|taken|gave|given|doubled|tomo|tome|se tomo|le di|se la di|se lo di|le puse)\b/,
        /\b(?:doubled|twice|two doses|dos veces|doble|la dosis doble)\b(?! (?:a|per|each|al|por|cada) (?:day|dia))/,
      ],
      // "toddler chewed one of great-grandpa's suboxone films"
      new RegExp(
        `\\b(?:toddler|baby|child|kid|grandson|granddaughter|grandkid|nieto|nieta|nino|nina|bebe|chiquito|chiquita)\\b.{0,40}\\b(?:swallowed|chewed|ate|got into|bit|licked|se trago|se comio|mastico|chupo)\\b.{0,40}\\b(?:${medicine}|films?|pill bottle|pill box|pastillero)\\b`,
      ),
    ],
  },
  {
    kind: 'low_blood_sugar',
    patterns: [
      // "I mixed up the pens and gave the fast one", "me equivoque de pluma y le puse la rapida"
      /\b(?:mixed up|confused|switched) (?:the |his |her )?(?:insulin )?pens\b|\b(?:grabbed|used|gave|took) (?:the |his |her )?wrong (?:insulin )?pen\b|\bme equivoque de (?:pluma|insulina)\b|\b(?:fast|rapid|short)(?: acting)?(?: one| insulin)? instead of\b|\bla rapida en vez de\b/,
    ],
  },
];
