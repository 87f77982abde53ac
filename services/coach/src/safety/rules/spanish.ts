import type { Rule } from './rule';

/**
 * Common crisis phrases in Spanish (many US caregivers write in Spanish), normalised like the
 * rest: lower case, no accents ("se cayó" is "se cayo").
 */
export const spanishRules: Rule[] = [
  {
    kind: 'suicide',
    patterns: [
      /\b(?:me|se|te) (?:quiero|quiere|queria|quisiera|voy a|va a) (?:morir|matar|suicidar)/,
      /\b(?:quiero|quiere|queria|quisiera|pienso en|piensa en|pensando en) (?:morir|morirme|morirse|matarme|matarse|suicidarme|suicidarse|quitarme la vida|quitarse la vida|desaparecer)\b/,
      /\bsuicid/,
      /\b(?:quitarme|quitarse|quitar|quite|quito) la vida\b/,
      /\bno (?:quiero|quiere) (?:vivir|seguir viviendo|seguir|despertar)\b/,
      /\b(?:ya )?no (?:puedo|aguanto|soporto) (?:mas|seguir|con esto|con mi vida)\b/,
      /\b(?:estarian|estaria|estarias|estan|estarán) mejor sin mi\b/,
      /\bmejor (?:estar|estaria|muerto|muerta)\b.{0,20}\b(?:muert|sin mi)/,
      /\bacabar con (?:todo|mi vida|su vida|esto)\b/,
      /\b(?:hacerme|hacerse) dano\b/,
      /\b(?:cortarme|cortarse)\b/,
      /\b(?:cansad[oa]) de vivir\b/,
      /\bganas de (?:morir|morirme|matarme|desaparecer|no despertar|no vivir)\b/,
      /\b(?:irme|irse) de este mundo\b/,
      /\bdormir(?:me|se)? (?:para siempre|y no (?:despertar|volver a despertar))\b/,
      /\bno (?:tiene|tengo) sentido (?:vivir|seguir)\b/,
    ],
  },
  {
    kind: 'caregiver_harm',
    patterns: [
      /\b(?:miedo|temo|temor) (?:de|a|que) (?:hacerle dano|lastimarl[oa]|pegarle|golpearl[oa]|hacerle algo|perder el control)/,
      /\b(?:casi )?(?:le pegue|la golpee|lo golpee|la sacudi|lo sacudi|le di una cachetada|la empuje|lo empuje|le grite y le pegue)\b/,
      /\bperdi el control (?:y|con)\b/,
      /\bcasi (?:le pego|la golpeo|lo golpeo|le doy|la mato|lo mato|la ahorco|lo ahorco)\b/,
    ],
  },
  {
    kind: 'abuse_neglect',
    patterns: [
      /\b(?:abuso|abusan|abusa|abusando|abusaron|maltrato|maltratan|maltrata|maltratando|maltrataron|negligencia|abandonad[oa]|descuidad[oa] por)\b/,
      /\b(?:le|les|nos) (?:roba|roban|robo|robaron|esta robando|estan robando|quita|quitan|quito) (?:el |la |los |su |sus )?(?:dinero|pension|cheques?|tarjeta|cuenta|ahorros|casa|medicinas?)/,
      /\b(?:la|lo|le) (?:golpea|golpean|pega|pegan|empuja|amenaza|amenazan|encierra|encierran|amarra|amarran)\b/,
      /\bla dejan? (?:sola|sucia|sin comer|sin comida)\b|\blo dejan? (?:solo|sucio|sin comer|sin comida)\b/,
      /\b(?:estafa|estafaron|estafado|estafada|fraude)\b/,
      /\bmoretones?\b/,
    ],
  },
  {
    kind: 'missing_person',
    patterns: [
      /\bse (?:perdio|salio de la casa|fue de la casa|escapo|extravio)\b/,
      /\b(?:esta|anda) (?:perdid[oa]|desaparecid[oa]|extraviad[oa])\b/,
      /\bdesaparecio\b/,
      /\bno (?:lo|la|los) (?:encuentro|encontramos|encuentran|podemos encontrar|puedo encontrar)\b/,
      /\bno encuentro a mi\b/,
      /\bno (?:se|sabemos|sabe nadie) (?:donde|a donde) (?:esta|se fue|fue)\b/,
      /\bno ha (?:regresado|vuelto|llegado)\b/,
    ],
  },
  {
    kind: 'breathing',
    patterns: [
      /\bno (?:respira|esta respirando|puede respirar|puedo respirar|le entra (?:el )?aire)\b/,
      /\b(?:se (?:esta )?ahog|ahogandose|se atragant|atragantad|dejo de respirar|le falta (?:el )?aire|se puso (?:morad|azul))/,
    ],
  },
  {
    kind: 'chest_pain',
    patterns: [
      /\bdolor (?:de|en el) pecho\b/,
      /\b(?:le|me) duele (?:mucho )?el pecho\b/,
      /\b(?:infarto|ataque al corazon|ataque cardiaco|presion en el pecho)\b/,
    ],
  },
  {
    kind: 'stroke',
    patterns: [
      /\b(?:derrame|embolia|ataque cerebral)\b/,
      /\b(?:cara|boca) (?:caida|chueca|torcida|colgada)\b|\ble cuelga (?:la cara|la boca)\b/,
      /\b(?:habla|hablando) (?:raro|arrastrando|enredado|mal de repente)|arrastra las palabras\b/,
      /\bno puede (?:mover|levantar) (?:el|la|su) (?:brazo|pierna|lado)\b/,
    ],
  },
  {
    kind: 'unresponsive',
    patterns: [
      /\bno (?:despierta|reacciona|responde|se despierta|abre los ojos)\b/,
      /\b(?:inconsciente|se desmayo|desmayad[oa]|se desvanecio|convulsion|convulsiones|convulsionando|esta convulsionando|ataque epileptico)\b/,
    ],
  },
  {
    kind: 'head_injury_fall',
    patterns: [
      /\bse (?:cayo|callo|resbalo|tropezo)\b.{0,60}\b(?:no (?:se )?puede (?:levantar|levantarse|mover|caminar)|golpe|pego|cabeza|sangr|hueso|cadera|piso|suelo|fractur|quebr|rompio|duele)/,
      /\b(?:esta|sigue|quedo) (?:tirad[oa] )?en el (?:piso|suelo)\b/,
      /\bno (?:la|lo|le) puedo levantar\b/,
      /\bse (?:golpeo|pego) (?:en )?la cabeza\b/,
    ],
  },
  {
    kind: 'bleeding',
    patterns: [
      /\b(?:no (?:para|deja) de sangrar|sangra mucho|sangrando mucho|mucha sangre|hemorragia|vomita sangre|vomitando sangre)\b/,
    ],
  },
  {
    kind: 'overdose',
    patterns: [
      /\bsobredosis\b/,
      /\b(?:se tomo|tomo|le di|le dimos|se trago|le puse|se puso) (?:todas|todo el frasco|demasiad|doble|dos veces|el doble|mucha|muchas|toda la caja)/,
      /\b(?:pastillas|medicina|medicinas|insulina|dosis)\b.{0,30}\b(?:dos veces|doble|de mas|demasiad)/,
    ],
  },
  {
    kind: 'poisoning',
    patterns: [
      /\b(?:tomo|bebio|trago|se tomo|se bebio|comio|se comio)\b.{0,20}\b(?:cloro|blanqueador|lejia|limpiador|veneno|detergente|jabon|pesticida|gasolina|insecticida|raticida|anticongelante|fabuloso|pinol)\b/,
      /\benvenen/,
    ],
  },
  {
    kind: 'low_blood_sugar',
    patterns: [
      /\b(?:azucar|glucosa) (?:muy |bien |demasiado )?baja\b|\b(?:le|se le) bajo (?:mucho )?(?:el azucar|la glucosa|la azucar)\b|\bhipoglucemia\b/,
    ],
  },
  {
    kind: 'allergic_reaction',
    patterns: [
      /\b(?:se le (?:cierra|esta cerrando|hincho|hinchan?|esta hinchando) (?:la )?(?:garganta|cara|lengua|labios|boca)|garganta (?:hinchada|cerrada|se cierra)|reaccion alergica|anafila)/,
    ],
  },
  {
    kind: 'confusion_fever',
    patterns: [
      [
        /\b(?:confundid[oa]|desorientad[oa]|delirando|delira|no reconoce|alucinando|no tiene sentido lo que dice)\b/,
        /\b(?:fiebre|calentura|temperatura alta|escalofrios)\b/,
      ],
    ],
  },
];
