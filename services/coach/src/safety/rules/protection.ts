import { his, notAbout, person, re, relative, someoneNotThing, type Rule } from './rule';

const staff = String.raw`(?:aide|aides|caregiver|carer|nurse|nurses|staff|home health|facility|nursing home|assisted living|care home|memory care|son|daughter|grandson|granddaughter|nephew|niece|brother|sister|boyfriend|girlfriend|neighbor|neighbour|husband|wife|stepson|stepdaughter|in law|tenant|roommate)`;
const money = String.raw`(?:money|savings|pension|checks|check|social security|ssi|bank account|accounts|account|credit card|credit cards|debit card|card|cards|jewelry|jewellery|house|home|car|cash|retirement|401k|benefits|medications|meds|pain pills|opioids|identity)`;
const harmed = String.raw`(?:hits|hit|hitting|slaps|slapped|slapping|beats|beat|beating|punched|punches|kicked|kicks|shoves|shoved|pushes|pushed|pinches|pinched|chokes|choked|threatens|threatened|threatening|yells at|screams at|screamed at|yelled at|hurts|hurting|hurt|tied|ties|restrains|restrained|locks|locked|bruised|grabbed|grabs|drags|dragged|rough with|rough handling|mistreat|mistreats|mistreated|mistreating|molested|molests|touches|touched)`;

/** Abuse, neglect or financial exploitation of the person cared for, or of the caregiver. */
export const abuseRules: Rule = {
  kind: 'abuse_neglect',
  patterns: [
    re(
      String.raw`${notAbout}\babus(?:e|ed|es|ing|ive|er|ers)\b(?<!\b(?:substance|alcohol|drug|opioid|opiate|prescription drug|child) abus\w*)`,
    ),
    re(
      String.raw`${notAbout}(?<!\b(?:not|never|nor) )\bneglect(?:ed|ing|s|ful)?\b(?! (?:my|our) (?:kids|children|family|husband|wife|job|work|health|friends|own|self|marriage|house|home|garden))(?<!\bself neglect\w*)(?<!\bi (?:am|feel like i am|have been|feel i am) neglect\w*)`,
    ),
    /\bmistreat/,
    /\bwithout (?:heat|food|water|air conditioning|his meds|her meds|medication|care|light)\b.{0,30}\b(?:for days|for weeks|all (?:winter|summer|day|week|night))\b|\b(?:in the dark|no heat|no food|no water)\b.{0,30}\b(?:all (?:winter|summer|day|week)|for days|for weeks)\b/,
    /\b(?:sent|wired|gave|given|transferred|mailed) (?:him|her|them|a stranger|a man|a woman|someone|the caller|\w+) (?:all (?:of )?)?(?:her|his|their) (?:savings|money|retirement|pension|life savings)\b/,
    re(
      String.raw`\btak(?:ing|es|en|e) advantage of (?:him|her|them|${relative}|my ${relative}|my \w+)\b`,
    ),
    /\bborrow\w* (?:\$?\d+|money|thousands|cash|her savings|his savings)\b.{0,40}\b(?:will not|does not|never|refuses to|would not) (?:pay|give)/,
    /\b(?:flinch\w*|cower\w*)\b|\b(?:is|are|was|were|being|so) rough with (?:him|her|them|mom|dad)\b/,
    re(
      String.raw`\b(?:him|her|them|${relative}|my ${relative}) (?:locked|tied|strapped|shut) (?:in|up|to|down|inside)\b`,
    ),
    /\bexploit(?:ed|ing|ation|s)?\b/,
    re(
      String.raw`\b${staff}\b(?: \w+){0,3} ${harmed} (?:him|her|them|me|my|mom|dad|residents|patients|the residents|the patients|people|everyone)\b`,
    ),
    re(
      String.raw`\b(?:he|she|they) (?:is |was |keeps |has been )?(?:hits|hitting|slaps|slapping|beats|beating|punches|punched|kicks|kicked|chokes|choked|threatens|threatened) (?:me|my mom|my dad|my mother|my father|her|him)\b`,
    ),
    re(
      String.raw`\b(?:bruises|bruising|burns|marks|welts|cuts|scratches|fingerprints|handprints|black eye|black eyes|broken bones?)\b.{0,80}\b(?:${staff}|unexplained|no explanation|will not say|will not tell|scared|afraid|hiding|covering|cover it up|nobody knows|no one knows|visit|visits|came home|comes home)`,
    ),
    /\bunexplained (?:bruis|injur|marks|burns|cuts|fractures|broken)/,
    /\b(?:taking|took|taken|stealing|stole|stolen|missing|disappearing|gone|vanished) (?:\w+ ){0,2}(?:cash|money|pills|jewelry|checks|cards?|valuables) (?:from|out of) (?:his|her|their|my \w+|mom's|dad's|the house)/,
    /\b(?:keep|keeps|kept|keeping) (?:him|her|them) (?:sedated|drugged|tied|locked|restrained|doped)\b|\bover ?sedat\w*|\bdrugging (?:him|her|them)\b/,
    /\b(?:spending|spent|using|used|taking|took|blowing|blew) (?:all (?:of )?)?(?:\w+'s|\w+s|his|her|their) (?:money|savings|pension|checks) on (?:himself|herself|themselves|his own|her own|drugs|gambling|a car|a house)/,
    /\b(?:power of attorney|poa|payee|guardian)\b.{0,60}\b(?:spending|stealing|taking|using|emptied|drained|cashed|pocket\w*)\b.{0,30}\b(?:money|savings|account|checks|pension)/,
    [
      /\b(?:lottery|sweepstakes|prize|irs|in jail|bail|warrant|tech support|microsoft|gift cards?|bitcoin|crypto|romance|sweetheart)\b/,
      /\b(?:gave|sent|wired|paid|bought|shared|handed over|gives|sends|told them) (?:\w+ ){0,3}(?:password|bank|account|social security|pin|money|cash|thousands|card numbers?|gift cards?|\$?\d{3,})/,
    ],
    re(
      String.raw`\b(?:steal|stealing|stole|stolen|taking|took|taken|drained|draining|emptied|emptying|cleaned out|wiped out|cashing|cashed|withdrawing|withdrew|spending|spent|using|used|pocketing|pocketed|forging|forged|borrowing|borrowed|helping himself to|helping herself to) (?:all )?(?:of )?(?:${his}|my (?:${relative})'?s|my ${relative}|mom's|dad's|grandma's|grandpa's|her|his) (?:${money})\b(?! (?:to|for) (?:the|her|his|pay|buy|groceries|appointment|appointments|doctor))`,
    ),
    re(
      String.raw`\b(?:someone|somebody|a man|a woman|a caller|a stranger|the aide|the caregiver|a scammer|scammers|her son|his son|her daughter|his daughter|my brother|my sister|a relative|the neighbor) (?:is |has been |keeps |was )?(?:using|charging|stealing|taking|draining|emptying|withdrawing)\b.{0,30}\b(?:money|account|card|checks|savings|pension|social security)\b`,
    ),
    re(
      String.raw`\bforg(?:ed|ing|es) (?:her|his|their|my ${relative}'s|mom's|dad's) (?:signature|name|checks)`,
    ),
    /\b(?:scammed|swindled|defrauded|conned|ripped off|fleeced|tricked (?:out|into))\b/,
    /\bfell for (?:a|an|the|another) (?:scam|fraud|con)\b/,
    /\bsign\w* (?:papers|documents|something|forms|a contract)\b.{0,30}\b(?:did not|does not|could not|cannot|can not) (?:understand|read|know)/,
    /\b(?:house|deed|account|car|property|savings) (?:is|was) (?:now )?(?:in|put in|transferred (?:in)?to) (?:his|her|their|the (?:aide|caregiver|neighbor)'s) name\b/,
    re(
      String.raw`\b(?:pressur|forc|threaten|manipulat|bully|bullie|coerc)(?:e|es|ed|ing|ying)? (?:${person}|my \w+) (?:in)?to (?:sign|give|change|transfer|write|hand over|add|put)\b`,
    ),
    re(
      String.raw`\b(?:made|makes|got|gets|forced|forces|pressured|tricked|talked) (?:${person}|my \w+) (?:in)?(?:to )?sign(?:ing)? (?:over|away|a new will|the deed|power of attorney|papers|documents|a loan|his house|her house|a check|checks)`,
    ),
    /\b(?:changed|change|changing) (?:her|his|their) will\b.{0,60}\b(?:without|behind|pressure|forced|made|tricked|confused|dementia)/,
    /\b(?:gift cards?|wire(?:d)? (?:money|thousands|\d+)|sent (?:thousands|money|\$?\d+) to (?:a|someone|a man|a woman|a stranger|somebody))\b.{0,80}\b(?:stranger|caller|someone|online|boyfriend|girlfriend|sweetheart|irs|grandson|prize|lottery|scam|met online)/,
    re(
      String.raw`\b(?:left|leaves|leaving) (?:him|her|them|${his} ${relative}) (?:alone )?(?:in|sitting in|lying in|for days|without (?:food|water|meds|medication|help|care|heat))\b(?:.{0,40}\b(?:urine|pee|feces|poop|soiled|dirty|wet|diaper|days|hours|food|water|heat|locked|cold|filth))?`,
    ),
    /\b(?:sitting|lying|left) in (?:his|her|their) own (?:urine|feces|waste|mess|filth)\b/,
    /\b(?:was|were|is|are|been|being|got|gets|keeps getting) left (?:alone )?(?:without (?:food|water|meds|medication|help|care|heat|anyone)|in (?:a |her |his )?(?:soiled|dirty|wet|cold)|for (?:days|hours|the whole|all|a whole))/,
    /\b(?:not|never|has not been|have not been|was not|were not|is not being|are not) (?:being )?(?:fed|given water|given (?:her|his) (?:meds|medication|food)|changed|bathed|turned|repositioned)\b.{0,40}\b(?:days|hours|a week|all day|since)\b/,
    /\bbed ?sores?\b.{0,60}\b(?:nobody|no one|ignored|not treated|untreated|facility|nursing home|staff|never|neglect)/,
    re(
      String.raw`\b(?:locked|locks|locking|tied|ties|tying|strapped|straps) (?:him|her|them|${his} ${relative}) (?:in|to|up|down|into)\b`,
    ),
    re(
      String.raw`\b(?:she|he|mom|dad|my ${relative}) (?:is|seems|seemed|acts|became|has become|got|gets) (?:so |very |really )?(?:afraid|scared|terrified|frightened) (?:of|when) (?:her|his|the|my) ${staff}\b`,
    ),
    /\b(?:sexual(?:ly)?|inappropriate(?:ly)?) (?:abuse|abused|assault|assaulted|touching|touched|contact)\b/,
    /\b(?:molest|raped?\b|rapes)/,
    re(String.raw`\b(?:afraid|scared|terrified) (?:of|for) (?:my|his|her) (?:safety|life)\b`),
    re(
      String.raw`\b${person} (?:threatens|threatened|threatening) to (?:kill|hurt|hit|shoot|stab|put) `,
    ),
    re(
      String.raw`\b(?:he|she|my husband|my wife|my son|my daughter|my brother|my sister|my ${relative}) (?:hits|hit|beats|beat|chokes|choked|kicks|kicked|punches|punched) me\b`,
    ),
  ],
};

/** A person (often living with dementia) who has wandered off or cannot be found. */
export const missingRules: Rule = {
  kind: 'missing_person',
  patterns: [
    /\bwandered (?:off|away|out|outside|from|into)\b/,
    /\b(?:has|had|just|must have|may have|might have) wandered\b/,
    re(
      String.raw`\b${person} (?:is|has been|went|has gone|have gone|is now|has now gone) (?:missing|lost|gone missing|nowhere to be found)\b(?! (?:in (?:the|his|her) (?:past|thoughts|memories|head)|interest))`,
    ),
    /\b(?:went|gone|goes|is|are|has been|now) missing\b(?! (?:a|an|the|some|her|his|their|my|teeth|tooth|doses?|pills|meds|appointments?|work|school|payments?|bills?|money|items|things|out)\b)/,
    /\bmissing (?:person|persons|since|for \d|for (?:an|two|three|several|a few) (?:hours?|minutes?))\b/,
    /\bnowhere to be found\b/,
    re(
      String.raw`\b(?:is|was) not (?:home|here|in the house|back)\b.{0,60}\b(?:gone|dementia|alzheimer\w*|shoes|coat|wallet|car|keys|door)\b`,
    ),
    re(
      String.raw`\b(?:searching|looking|combing|driving around)\b.{0,40}\bfor (?:him|her|them|${relative}|my ${relative})\b.{0,20}\b(?:for (?:an|two|three|several|\d+) (?:hours?|minutes?)|since|everywhere|all (?:night|day|morning))\b`,
    ),
    /\bno one saw (?:where|him|her|them) (?:go|went|leave|left)?|\bwalked (?:away|off) from\b/,
    [
      /\b(?:bed|room|chair) (?:is|was) (?:empty|cold)\b|\b(?:slipped|snuck|sneaked) (?:out|away|off)\b/,
      /\b(?:door|gate|window) (?:is |was )?(?:wide )?(?:open|unlocked)\b/,
    ],
    re(
      String.raw`\b(?:cannot|could not|can no longer|still cannot|still can not|unable to|do not|did not|we cannot|i cannot) find ${someoneNotThing}`,
    ),
    re(
      String.raw`\b(?:do not|did not|no one|nobody|have no idea|had no idea|no clue|not sure|not know) (?:knows? )?where (?:he|she|they|${his} ${relative}) (?:is|went|has gone|was going|could be)\b`,
    ),
    re(
      String.raw`\b(?:he|she|mom|dad|my ${relative}) (?:is|was) (?:not|nowhere) (?:in|at) (?:his|her|their|the) (?:bed|room|home|house|apartment|unit|chair)\b.{0,60}\b(?:door|gone|looked|looking|searched|everywhere|outside|car|keys)`,
    ),
    re(
      String.raw`\b(?:left|walked out of|walked out|went out|got out of|slipped out|drove off|took the car)\b.{0,60}\b(?:has not|did not|have not|not) (?:come back|came back|returned|come home|came home|been back|answering)\b`,
    ),
    /\b(?:has not|did not|have not|never) (?:come|came) (?:back|home) (?:from|since|yet|and|after)\b.{0,60}\b(?:walk|store|dementia|alzheimer|hours|police|phone)/,
    /\b(?:silver alert|amber alert|search party|called the police|police are looking|police to look)\b/,
    [
      /\b(?:left|went out|went for a walk|walked out|walked off|drove off|drove away)\b/,
      /\b(?:it is (?:getting )?dark|its (?:getting )?dark|hours ago|still not back|not back yet|not home yet|no sign of (?:him|her|them))\b/,
    ],
    /\b(?:front|back|garage) door (?:was |is )?(?:wide )?open and (?:he|she|they|mom|dad) (?:is|was|are) gone\b/,
    /\b(?:is|was) gone and (?:the|his|her) (?:door|car|keys)\b/,
    re(
      String.raw`\blost (?:track of|sight of) (?:him|her|them|${his} ${relative}) (?:at|in|on|when|while|and)\b`,
    ),
  ],
};
