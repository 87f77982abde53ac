import { notAbout, re, type Rule } from './rule';

const medicine = String.raw`(?:pills?|tablets?|capsules?|meds|medication|medications|medicine|medicines|insulin|doses?|morphine|oxycodone|oxy|hydrocodone|fentanyl|opioids?|sleeping pills|sleep(?:ing)? meds|ambien|xanax|ativan|lorazepam|valium|tylenol|acetaminophen|aspirin|ibuprofen|warfarin|coumadin|eliquis|digoxin|lithium|methadone|seroquel|quetiapine|trazodone|metformin|lisinopril|metoprolol|gabapentin|tramadol|haldol|benadryl|patch|patches|blood pressure pills|heart pills|antidepressants)`;
const substance = String.raw`(?:bleach|clorox|cleaner|cleaning (?:fluid|product|liquid|spray|solution)|detergent|laundry (?:pods?|soap)|tide pods?|dish(?:washer)? (?:soap|pods?|detergent|tablets?)|antifreeze|drain cleaner|rat poison|poison|pesticide|bug spray|insecticide|weed killer|roundup|lamp oil|lighter fluid|gasoline|gas|kerosene|paint thinner|turpentine|paint|nail polish remover|acetone|rubbing alcohol|hand sanitizer|mouthwash|windex|lysol|ammonia|mothballs|button batter(?:y|ies)|batter(?:y|ies)|shampoo|body wash|lotion|denture (?:tablets?|cleaner)|fertilizer|plant food|oven cleaner|toilet (?:bowl )?cleaner|hydrogen peroxide|peroxide|cleaning pods?|pine sol|febreze|air freshener|essential oil|liquid nicotine|vape juice|washer fluid|windshield fluid|wiper fluid|brake fluid|motor oil|rat (?:pellets|bait)|(?:mouse|slug|snail|ant) bait|poison pellets)`;

/** Too much medicine: an overdose, a double dose, the wrong person's pills. */
export const overdoseRules: Rule = {
  kind: 'overdose',
  patterns: [
    /\boverdos(?:e|ed|es|ing)\b(?<!\b(?:prevent|avoid|risk of|narcan for|naloxone for) overdos\w*)/,
    re(
      String.raw`\b(?:took|taken|take|takes|swallowed|ate|eaten|had|has had|given|gave|give|injected|used|got)\b.{0,30}\b(?:too many|too much|extra|a double|double|doubled|twice|two doses|2 doses|three doses|a whole|the whole|the entire|a handful|handful|all (?:of )?(?:his|her|their|the|my)|a bunch|several|the rest)\b.{0,30}\b${medicine}\b`,
    ),
    re(
      String.raw`\b${medicine}\b.{0,20}\b(?:twice|two times|2 times|double|(?<!\bis (?:that|it|this) )too much|(?<!\bis (?:that|it|this) )too many|again by mistake|by mistake|by accident)\b(?! (?:a day|daily|a week|per day|each day|every day))`,
    ),
    re(
      String.raw`${notAbout}\b(?:double|doubled|extra|second|two) (?:dose|doses|dosed|his dose|her dose|insulin|shot)\b(?<!\b(?:a|the|missed|skip|skipped) (?:double|extra|second) dose)(?! (?:schedule|reminder))`,
    ),
    /\bdouble(?:d)? (?:up on|dosed)\b/,
    /\b(?:\d+|two|three|four|five|ten) times (?:the|his|her|their|a normal) (?:dose|amount|prescribed|dosage)\b|\bwrong (?:strength|dose|dosage)\b/,
    /\b(?:took|taken|gave|given|put on|applied|injected|swallowed)\b.{0,40}\b(?:by mistake|by accident|accidentally)\b/,
    re(
      String.raw`\b(?:both|each|the two of us|we both|me and my \w+|my \w+ and i|i and my \w+)\b.{0,30}\b(?:gave|give|given)\b.{0,30}\b${medicine}`,
    ),
    [
      re(String.raw`\b${medicine}\b`),
      /\b(?:half|most|all|much|a lot|several|many) (?:of (?:it|them|the (?:bottle|pills|box)) )?(?:is|are|were|was) (?:gone|missing)\b/,
    ],
    re(
      String.raw`\b(?:tomorrow's|tomorrows|next day's|the next day's|the evening|tonight's|someone else's) (?:${medicine})\b.{0,20}\b(?:too|as well|also|already)\b`,
    ),
    /\b(?:drank|swallowed|took|ate|finished) (?:a|the|an entire|a whole|the whole|half a|half the|most of the) (?:bottle|box|pack|jar|packet|tube) of\b/,
    re(
      String.raw`\b(?:a|the|her|his|their|my) (?:whole|entire) (?:week|month|bottle|box|pack|strip|sheet|organizer|day|days)(?:'s)? (?:of |worth of )?${medicine}`,
    ),
    re(String.raw`\b${medicine}\b.{0,30}\b(?:at once|all at once|at the same time|in one go)\b`),
    re(
      String.raw`\b(?:accidentally|by mistake|by accident|mistakenly)\b.{0,40}\b(?:took|taken|gave|given|give|injected|swallowed|twice|double|doubled|wrong)\b`,
    ),
    re(
      String.raw`\b(?:took|taken|gave|given|swallowed|ate|injected) (?:him |her |them )?(?:someone else's|my|his wife's|her husband's|the wrong|wrong|another person's|the other) (?:${medicine})\b(?<!\b(?:took|taken|gave|given) (?:him |her )?my meds)`,
    ),
    /\b(?:took|taken|gave|given|swallowed) (?:him |her )?the wrong (?:pills?|meds|medication|medicine|dose)/,
    /\bfound (?:him|her|them|mom|dad) with (?:an empty|the empty|empty) (?:pill bottle|bottle|box)/,
    /\b(?:empty|half empty) pill (?:bottle|box|organizer)\b.{0,40}\b(?:took|swallowed|ate|gone)/,
    /\b(?:too much|too many) (?:insulin|morphine|pills|meds|medication|sleeping pills|tylenol|oxycodone|fentanyl|patches)\b(?<!\b(?:on|taking) too many (?:pills|meds|medications))/,
  ],
};

/** Something harmful swallowed, breathed in or splashed. */
export const poisoningRules: Rule = {
  kind: 'poisoning',
  patterns: [
    re(
      String.raw`\b(?:swallowed|swallow|swallowing|drank|drink|drinking|chugged|gulped|downed|guzzled|ate|eat|eaten|eating|ingested|licked|sipped|chewed|chewing|bit|bitten|got into|had|took|tasted|sprayed|inhaled|breathed in)\b.{0,30}\b${substance}\b(?! (?:bottle is locked|is locked|locked away))`,
    ),
    re(
      String.raw`\b${substance}\b.{0,30}\b(?:in (?:his|her|their) mouth|on (?:his|her|their) lips|swallowed|drank|ate|got into)\b`,
    ),
    /\bpoison(?:ed|ing)\b(?<!\bfood poison\w*)/,
    /\b(?:carbon monoxide|co) (?:alarm|detector)\b.{0,20}\b(?:going off|is going off|went off|beeping|sounding)\b/,
    /\bcarbon monoxide poisoning\b/,
    /\b(?:fumes|gas leak|smell gas)\b.{0,40}\b(?:dizzy|headache|vomit|confused|passed out|sick|throwing up)\b/,
  ],
};

/** Very low blood sugar (hypoglycaemia). */
export const lowSugarRules: Rule = {
  kind: 'low_blood_sugar',
  patterns: [
    [
      /\binsulin\b/,
      /\b(?:did not eat|has not eaten|had not eaten|skipped (?:a |her |his )?(?:meal|dinner|lunch|breakfast)|without eating|no food)\b/,
      /\b(?:sweat\w*|shak\w*|confus\w*|pale|drowsy|not making sense|passed out|will not wake)\b/,
    ],
    /\b(?:blood )?(?:sugar|glucose|bg|bs|levels?)(?: levels?)? (?:is|are|was|just|went|has|have|keeps) (?:very |really |super |so |dangerously |extremely |too )?(?:low|dropping|crashing|crashed|dropped|plummeting|tanking|tanked|bottoming)\b/,
    /\b(?:sugar|glucose)(?: level)? (?:is |was |of |at |reading |reads |says |shows |meter says |just |down to )*(?:[1-4]\d|5[0-4]|[5-9])\b(?! (?:years|pounds|lbs|minutes|hours|times|percent|mg of|units))/,
    /\b(?:very|really|dangerously|severely|super|extremely) low (?:blood )?(?:sugar|glucose)\b/,
    re(
      String.raw`${notAbout}\b(?:hypoglycemi(?:a|c)|hypoglycaemi(?:a|c)|hypo|insulin (?:shock|reaction))\b`,
    ),
    /\b(?:low sugar|sugar low|sugar is low|sugar drop)\b.{0,60}\b(?:shak|sweat|confus|not making sense|pass|faint|will not wake|cannot wake|drowsy|seizure|slurr|acting drunk)/,
    /\b(?:diabetic|diabetes|insulin)\b.{0,60}\b(?:passed out|will not wake|cannot wake|unconscious|acting drunk|shaking and sweating|sweating and shaking|confused and sweaty|not making sense)\b/,
    /\bsugar in the (?:[1-4]0s|30s|20s|40s)\b/,
    /\b(?:meter|glucometer|monitor|sensor|libre|dexcom) (?:reads|says|shows|is showing|just says) (?:lo|low)\b|\b(?:reads|says|shows) lo\b/,
    /\b(?:sugar|glucose|bg|bs|meter)\b(?: \w+){0,3} (?:[1-4]\d|5[0-4])\b(?! (?:years|pounds|lbs|minutes|hours|days|times|percent|units|mg of|carbs|grams))/,
  ],
};

/** A severe allergic reaction (swelling of the throat, hives with trouble breathing). */
export const allergyRules: Rule = {
  kind: 'allergic_reaction',
  patterns: [
    /\bthroat (?:is |feels |keeps )?(?:swelling|swollen|closing|tight|tightening|closing up|puffy)\b/,
    /\bthroat\b(?: \w+){0,4} (?:closing|swelling|swollen|tightening|closing up)\b/,
    /\b(?:tongue|lips?|throat)\b(?: \w+){0,2} (?:big|bigger|huge|thick|fat)\b/,
    /\b(?:tongue|lips?|face|mouth|eyes?) (?:is |are |are all |is all |started |keeps )?(?:swelling|swollen|puffing up|puffed up|blowing up|ballooning)\b/,
    /\banaphyla(?:xis|ctic)\b/,
    re(
      String.raw`${notAbout}\b(?:allergic reaction|bad reaction|severe reaction|reaction to)\b.{0,60}\b(?:breath|breathe|breathing|swell|swollen|swelling|throat|hives|wheez|dizzy|faint|epipen|rash all over|tongue|lips)\b`,
    ),
    /\bhives\b.{0,60}\b(?:breath\w*|throat|swell\w*|wheez\w*|dizzy|faint\w*|tongue|lips)\b/,
    /\b(?:breath\w*|throat|swell\w*|wheez\w*|tongue|lips)\b.{0,60}\bhives\b/,
    /\b(?:bee|wasp|hornet|insect|fire ant|spider) (?:sting|stings|stung|bite|bit)\b.{0,60}\b(?:breath\w*|wheez\w*|swell\w*|hives|throat|dizzy|faint\w*|tongue|lips)/,
    re(
      String.raw`${notAbout}\b(?:needs?|use|used|using|give|gave|grab|get|inject|injected) (?:his|her|their|the|an|my)? ?epi ?pen\b`,
    ),
    /\b(?:is having|having|is going into|went into|having a severe|having a bad) (?:an |a )?(?:allergic reaction|allergic attack|reaction)\b/,
  ],
};

const confusion =
  /\b(?:confused|confusion|delirious|delirium|disoriented|not making sense|not making any sense|making no sense|talking nonsense|seeing (?:bugs|spiders|animals|people|kids) (?:on|in|that)|out of it|not herself|not himself|not acting like (?:herself|himself)|hallucinating|seeing things|does not know (?:where|who|me)|did not know (?:where|who|me)|does not recognize|did not recognize|incoherent|babbling|gibberish|wrong name|calling me by \w+ name|does not know who i am)\b/;
const fever =
  /\b(?:fever|feverish|fevers|(?:has|running|with|had) a (?:high )?temp(?:erature)?|temp(?:erature)? (?:of|is|was|reads|went up)|burning up|chills|10[1-6](?:\.\d)?|3[89](?:\.\d)?(?: ?c)?|hot to the touch|very hot|shaking with chills|shivering|sepsis|septic)\b/;

/** Sudden confusion with a fever (infection, sepsis, meningitis can look like this). */
export const confusionFeverRules: Rule = {
  kind: 'confusion_fever',
  patterns: [[confusion, fever]],
};
