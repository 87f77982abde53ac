import { his, notAbout, person, re, type Rule } from './rule';

/** Not breathing, struggling to breathe, or choking. */
export const breathingRules: Rule = {
  kind: 'breathing',
  patterns: [
    re(
      String.raw`${notAbout}(?<!\bif (?:\w+ ){1,2})\b(?:not|is not|are not|stopped|stop|stops|no longer|barely|hardly|quit|without|no|was not) breathing\b(?! for a (?:second|few seconds|moment|bit) (?:at night|while|when|in (?:his|her) sleep))`,
    ),
    /\bbreathing (?:really |very |so )?(?:fast|rapidly|rapid)\b.{0,40}\b(?:blue|gray|grey|cannot|sweat|confus|chest|panic)/,
    /\b(?:cannot|could not|can barely|can hardly|unable to|struggling to|struggles to|trouble|hard to|hard time|difficulty|fighting to|fight to|gasping to|labored|laboured|heavy) (?:to )?breath(?:e|ing)?\b(?! (?:exercises?|techniques?|treatment|machine))/,
    /\bbreathing (?:is )?(?:very |really |so )?(?:labored|laboured|shallow|weird|strange|rattly|gurgling|slow and|stopping|stops|has stopped|is stopping)\b/,
    /\bgasping\b/,
    /\b(?:sounds?|sounding) like (?:she is |he is |they are |she|he )?(?:drowning|choking|suffocating|gasping)\b/,
    /\b(?:cannot|could not|unable to|not able to|can barely|can hardly) (?:get|catch|take) (?:any |enough |a )?(?:air|breath|oxygen)\b/,
    /\b(?:suddenly|very|really|severely|badly|so) short of breath\b/,
    /\bshort of breath\b.{0,40}\b(?:lips|blue|chest|cannot|could not|sweating|panicking|worse)\b/,
    re(
      String.raw`${notAbout}\b(?:choking|choked)\b(?! (?:hazard|hazards|risk|risks|less|more often than))(?<!\bif (?:he|she|they|mom|dad) chok\w+)`,
    ),
    /\b(?:stuck|lodged) in (?:his|her|their|my) (?:throat|windpipe|airway)\b/,
    /\b(?:turning|turned|going|gone|lips are|lips|face is|face|looks|is) (?:blue|purple|gray|grey)\b/,
    /\b(?:lips|face|fingers|fingertips|skin|mouth)\b(?: \w+){0,2} (?:blue|purple|gray|grey)\b/,
    /\bno (?:pulse|heartbeat)\b/,
    /\b(?:cpr|heimlich)\b.{0,40}\b(?:now|help|how do i|do i|should i|doing|started|start|give)\b/,
  ],
};

/** Chest pain or a possible heart attack. */
export const chestRules: Rule = {
  kind: 'chest_pain',
  patterns: [
    /\bchest (?:pain|pains|pressure|tightness|discomfort|is hurting|hurts|hurt|feels tight|feels heavy|is tight|is heavy|is killing|squeezing|ache|aches|is aching|burning)\b/,
    /\b(?:pain|pressure|tightness|squeezing|ache|crushing|heaviness|burning) (?:in|on|across|around) (?:his|her|their|my|the) (?:chest|left arm|jaw and)\b/,
    /\b(?:clutching|holding|grabbing) (?:his|her|their|my) chest\b/,
    /\bhe(?:ar)?t (?:is )?(?:racing|pounding) and (?:he|she|i) (?:feels? faint|cannot breathe|is sweating|passed out)/,
    re(
      String.raw`${notAbout}\bheart attack\b(?<!\b(?:had|after|since|from|post|survived) (?:a|his|her|the|my) heart attack)(?! (?:last|in \d|years|months|a few|two|three|several|survivor|recovery|risk|prevention))`,
    ),
    /\bmy chest\b.{0,20}\b(?:hurts|pain|tight|heavy|pressure)\b/,
    /\b(?:elephant|weight|something heavy|someone|a brick|pressure|sitting) on (?:his|her|my|their) chest\b/,
    /\b(?:his|her|my|their) heart (?:hurts|is hurting|is aching|pain|pains|feels (?:tight|heavy|like it is))\b(?! (?:for|to see|when i|watching|seeing))/,
  ],
};

/** Signs of a stroke (face, arm, speech, sudden vision loss, the worst headache of one's life). */
export const strokeRules: Rule = {
  kind: 'stroke',
  patterns: [
    /\b(?:face|mouth|smile|lip|eye|eyelid|one side of (?:his|her|the) face) (?:is |looks |went |started )?(?:drooping|droops|drooped|droopy|sagging|sagged|crooked|lopsided|uneven|numb)\b/,
    /\b(?:facial|face) droop/,
    /\bslurr(?:ed|ing|s)\b/,
    /\b(?:speech|words|talking) (?:is |are |became |sounds? )?(?:suddenly |all of a sudden )?(?:garbled|jumbled|slurred|strange|weird|not making sense)\b(?! (?:since|for years|lately))/,
    re(
      String.raw`${notAbout}\b(?:having|is having|had just had|just had|having had|might be having|could be having|think (?:he|she|they|it)(?: is| are)?(?: having)?|maybe|is this|is it|like|looks like|a mini|mini) (?:a )?(?:stroke|tia)\b`,
    ),
    /\bstroke (?:symptoms|signs)\b(?<!\b(?:know|learn|learning|about|the|what are|of) stroke (?:symptoms|signs))/,
    /\bsudden(?:ly)? (?:numb|numbness|weak|weakness|cannot (?:speak|talk|see|walk|move|understand|stand|lift|raise|smile)|can not|lost (?:his|her) (?:vision|sight|balance|speech)|blind|dizzy and)\b/,
    /\b(?:one side|left side|right side|arm|leg|hand) (?:of (?:his|her|the) (?:body|face) )?(?:is |went |suddenly |has gone |is completely |just went )?(?:numb|limp|weak|dead|paralyzed|paralysed|floppy)\b/,
    re(
      String.raw`\b(?:cannot|could not|unable to|is not able to) (?:lift|raise|move|feel|use|grip with) (?:his|her|their|my|one|the) (?:left |right )?(?:arm|leg|hand|side|arms)\b`,
    ),
    /\bworst headache (?:of|in) (?:his|her|their|my) life\b/,
    /\b(?:arm|leg|foot|hand)\b(?: is)? (?:dragging|drooping|hanging limp|useless)\b|\b(?:suddenly|just|just started|started) (?:talking|speaking) (?:gibberish|nonsense|funny|strange|weird)\b/,
    /\blost (?:the )?(?:vision|sight) (?:in|on|out of) (?:one|his|her|the)\b|\b(?:vision|sight) (?:on|in) one (?:side|eye)\b/,
    /\bsudden(?:ly)?\b.{0,20}\b(?:cannot|could not|unable to|can not) (?:find|get out|say) (?:her|his|their|the|my) words\b/,
    /\bface\b.{0,30}\b(?:on one side|one side is)\b|\bone side of (?:his|her|the) (?:face|mouth)\b/,
    /\b(?:sudden|suddenly has a|suddenly got a|terrible|severe|splitting) headache (?:and|with|out of nowhere)\b.{0,40}\b(?:vomit|throw|see|vision|confus|slur|weak|numb|stiff neck)/,
    /\bcannot (?:smile|talk|speak) (?:right|properly|straight|normally)\b/,
    /\b(?:speech|talking|words|voice) (?:sounds? |is |seems |became )?(?:drunk|garbled|jumbled|funny|off)\b(?! (?:since|for years|lately))/,
    /\b(?:left|right|one) side (?:of (?:his|her|their) body )?(?:is not|will not|does not|stopped|is) (?:working|moving|responding)\b/,
  ],
};

/** Unresponsive, collapsed or having a seizure. */
export const unresponsiveRules: Rule = {
  kind: 'unresponsive',
  patterns: [
    /\b(?:unresponsive|unconscious|not conscious|unconsious|passed out|blacked out|keeled over|collapsed|collapse|fainted|faint and|limp and|went limp|is limp|lifeless|no response)\b(?<!\b(?:tent|lung|vein|the stock|the roof) collapse\w*)/,
    /\b(?:cannot|can not|could not|will not|would not|does not|did not|unable to|not able to|trying to) (?:wake|rouse|arouse) (?:him|her|them|up|my \w+)\b/,
    /\b(?:not|is not|are not|stopped|no longer|barely) (?:waking up|responding|reacting|answering me|answering|moving|opening (?:his|her) eyes)\b/,
    /\b(?:will not|does not|did not|would not) (?:wake up|respond|react|answer me|open (?:his|her) eyes)\b/,
    /\bnot (?:responding|reacting) to (?:me|my voice|anything|touch|his name|her name)\b/,
    /\beyes (?:rolled|rolling|are rolling) (?:back|up)\b/,
    re(
      String.raw`${notAbout}\b(?:having|is having|had|just had|started having|in the middle of|having another) (?:a |another )?(?:seizure|fit|convulsion)s?\b(?! (?:last|in \d|years|months|medication|meds|medicine|disorder))`,
    ),
    /\b(?:seizing|convulsing|convulsions|seizure right now|seizure now|is fitting|shaking uncontrollably|jerking uncontrollably|twitching all over)\b/,
    /\bseizures?\b.{0,30}\b(?:will not stop|not stopping|five minutes|5 minutes|minutes long|one after another|back to back)\b/,
    re(
      String.raw`\b(?:found|find) ${person} (?:lying |slumped |passed out |collapsed )?(?:on|in) (?:the|his|her) (?:floor|ground|bathroom|toilet|bed)\b.{0,40}\b(?:not|will not|cannot|is not|unresponsive|does not|barely|cold|blue)\b`,
    ),
    re(String.raw`\b${his} (?:body )?(?:is )?(?:cold|stiff) and (?:not|is not|will not)`),
  ],
};

/** A fall with an injury, or a person on the floor who cannot get up. */
export const fallRules: Rule = {
  kind: 'head_injury_fall',
  patterns: [
    /\b(?:fell|fall|fallen|falls|falling|tripped|slipped|went down|tumbled|toppled)\b(?! (?:asleep|behind|apart|in love|for|prevention|risk|through the cracks))(?! (?:last|a few|two|three|several|\w+ (?:weeks|months|years) ago|in (?:january|february|march|april|may|june|july|august|september|october|november|december|the spring|the summer|the fall|the winter)))\b.{0,80}\b(?:hit|hitting|hurt|banged|bumped|struck|cut|injured|bleeding|blood|broke|broken|break|crack|cracked|fracture|fractured|dislocated|cannot (?:get up|stand|move|walk|put weight|lift)|too heavy|(?:has not|did not|have not|not|never) (?:gotten|got|been able to get) (?:back )?up|can not get up|unable to (?:get up|stand|move)|could not get (?:up|him up|her up)|will not get up|is stuck|stuck on|on the floor|on the ground|screaming|crying in pain|in (?:a lot of )?pain|hurts|head|hip|wrist|swelling|swollen|bone|unconscious|knocked out|passed out|leg is|arm is|ankle is)\b/,
    /\b(?:on|to) the (?:floor|ground)\b.{0,60}\b(?:cannot|can not|could not|unable to|not able to|will not|too heavy to) (?:get|lift|pick) (?:up|him|her|them)\b/,
    /\b(?:cannot|can not|could not|unable to|not able to) (?:get|lift|pick) (?:him|her|them|my \w+) (?:back )?(?:up )?(?:off|from) the (?:floor|ground|bathroom floor)\b/,
    /\b(?:stuck|lying|laying|been) on the (?:floor|ground|bathroom floor)\b(?! (?:to play|playing))/,
    /\b(?:hit|banged|bumped|smacked|cracked|split) (?:his|her|their|my) head\b/,
    /\b(?:broke|broken|breaking|fractured|cracked) (?:his|her|their|my) (?:hip|leg|arm|wrist|neck|back|ribs?|skull|pelvis|ankle|shoulder)\b(?! (?:last|a few|two|three|\w+ (?:weeks|months|years) ago))/,
    /\b(?:bone|bones) (?:is |are )?(?:sticking|poking) out\b/,
    /\bhead (?:is )?(?:bleeding|injury|wound|gash)\b(?! (?:last|a few|\w+ (?:weeks|months|years) ago))/,
    re(
      String.raw`\b${his} (?:leg|foot) (?:is |looks )?(?:turned out|twisted|shorter|at a weird angle|bent the wrong way)\b`,
    ),
  ],
};

/** Severe bleeding, outside or inside the body. */
export const bleedingRules: Rule = {
  kind: 'bleeding',
  patterns: [
    /\b(?:bleeding|blood|bleed|bleeds|nosebleed|cut|wound|gash)\b.{0,40}\b(?:will not|does not|is not|would not|did not|cannot|not|never) (?:stop|stopping|slow|slowing)\b/,
    /\b(?:cannot|can not|could not|unable to|trying to|how do i|help me) stop (?:the|his|her|this) (?:bleeding|blood)\b/,
    /\b(?:will not|would not|does not|did not|cannot|is not going to|not|never) stop(?:ping)? bleeding\b/,
    /\bbleeding (?:really |very |so |quite |pretty )?(?:a lot|heavily|badly|bad|so much|really bad|like crazy|profusely|everywhere|through|all over|non stop|nonstop|and will not|out)\b/,
    /\b(?:a lot|lots|so much|pool|puddle|tons) of blood\b/,
    /\bso much blood\b|\bblood (?:all )?(?:in|over) the (?:toilet|bowl|diaper|bed|sink|sheets)\b/,
    /\bblood (?:everywhere|all over|is gushing|gushing|spurting|pouring|pooling|soaking|soaked)\b/,
    /\b(?:gushing|spurting|pouring) (?:out )?blood\b/,
    /\bblood (?:keeps|is still|keeps on|will not stop|is) (?:coming|running|dripping|flowing|oozing|pouring)\b/,
    /\b(?:nosebleed|bleeding|bleeds|bleed)\b.{0,20}\bfor (?:an hour|over an hour|more than an hour|half an hour|a long time|hours|(?:[2-9]\d|\d{3}) (?:minutes|mins))\b/,
    [
      /\b(?:cut|cuts|wound|bleed\w*|blood|knife|gash|slashed|sliced|ulcer|sore|incision|stitches|dressing|nose)\b/,
      /\b(?:spurting|gushing|pouring out|squirting|pumping out|pulsing out)\b/,
    ],
    /\b(?:soaked|soaking) (?:through )?(?:the|a|his|her|two|three|several) (?:towels?|bandages?|cloths?|gauze|dressings?|shirts?)\b/,
    /\b(?:coughing|vomiting|throwing|threw|puking|spitting) (?:up )?(?:blood|something like coffee grounds)\b/,
    /\b(?:black|tarry|bloody) (?:stool|stools|poop|diarrhea)\b(?!.{0,30}\b(?:last|months|weeks|years)\b)/,
    /\b(?:blood|bleeding) (?:from|out of) (?:his|her|their) (?:rectum|bottom|ears?|mouth)\b/,
  ],
};
