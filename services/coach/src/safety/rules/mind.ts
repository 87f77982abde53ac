import { his, person, re, relative, type Rule } from './rule';

const self = String.raw`(?:myself|himself|herself|themselves|themself|yourself|ourselves)`;
const wish = String.raw`(?:want|wants|wanted|wanting|wish|wishes|wished|would like|going|plan|planning|try|trying|tried|decided|thinking about|thought about|think about|ready|tempted|like)`;
const hurtVerb = String.raw`(?:throwing|pushing|shoving|hurt|hurting|harm|harming|hit|hitting|slap|slapping|shake|shaking|punch|punching|kick|kicking|smother|smothering|strangle|strangling|choke|choking|kill|killing|beat|beating|shove|shoving|push|throw|drown|suffocate|smack|smacking|snap at|lose it with|do something to)`;
const hurtPast = String.raw`(?:hit|slapped|shook|punched|kicked|smothered|strangled|choked|beat|shoved|hurt|smacked|spanked|pinched|slammed|threw|suffocated|struck|yanked)`;

/**
 * Whom anger is said about in words ("I could kill my brother"), not the person cared for: no one
 * a caregiver could hurt at home by the words alone.
 */
const notCaredFor = String.raw`(?:(?:my|his|her|their|the) )?(?:brothers?|sisters?|siblings|boss|ex|cousins?|neighbou?rs?|coworkers?|friends?)\b`;

/** Suicide and self-harm, said plainly or indirectly, about oneself or the person cared for. */
export const suicideRules: Rule = {
  kind: 'suicide',
  patterns: [
    /\bsuicid/,
    re(
      String.raw`\bkill(?:ing|ed|s)? ${self}\b(?! (?:with|working|over|for|trying|doing|running|juggling|taking care|keeping up|to (?:get|make|finish|keep)))`,
    ),
    re(
      String.raw`\b(?:hang|hanging|shoot|shooting|drown|drowning|stab|stabbing|cut|cutting|burn|burning|starve|starving|harm|harming|poison|poisoning) ${self}`,
    ),
    re(
      String.raw`(?<!\bwithout )\b(?:hurt|hurting|hurts) ${self}\b(?! (?:lifting|moving|carrying|helping|transferring|while|when|at|on|in|doing|trying|pulling|pushing|getting|turning|bathing|falling|last|again|badly))`,
    ),
    /\bself harm/,
    re(
      String.raw`\bend(?:ing|ed|s)? (?:it all|everything|my life|his life|her life|their life|my own life|things for good)\b`,
    ),
    re(
      String.raw`\b(?:${wish}|should|could|might|will|gonna|just|about) (?:to )?(?:just )?end (?:it|things|this|me)\b(?! (?:with|for (?:the|this) (?:day|night)))`,
    ),
    /\bthinking (?:about|of) ending (?:it|things|everything)\b/,
    re(
      String.raw`\b(?:want|wants|wanted|wanting|wish|wishes|going|like|decided) to (?:just )?(?:die|be dead|disappear forever|not exist|not be here|not wake up|go to sleep and (?:never|not) wake up)\b(?! (?:at home|peacefully|in (?:her|his|their) (?:own )?(?:bed|sleep|home)|with dignity|comfortably|surrounded|naturally))`,
    ),
    /\bwish (?:i|he|she) (?:was|were|would|could|had) (?:just )?(?:dead|die|gone|not here|never been born|never born|not wake up|go to sleep and never)/,
    /\b(?:i|he|she) (?:want|wants|would like) (?:it|this|everything|life) to (?:be over|end|stop)\b/,
    /\b(?:do|does|did) not want to (?:be around|live|be alive|be here|exist|wake up|go on|keep going|keep living|continue)\b/,
    /\b(?:rather|better off) (?:be )?dead\b/,
    /\bbetter off (?:without (?:me|him|her)|if (?:i|he|she) (?:was|were|died|was not|were not|did not))/,
    /\b(?:everyone|everybody|they|my family|my kids|people|the world|he|she|all of them) (?:would|will|could) be (?:so )?(?:better|happier|fine|easier|relieved|better off)\b.{0,20}\b(?:without me|if i (?:was|were|am) (?:gone|dead|not here|not around)|if i died|when i am gone)/,
    /\b(?:easier|better|simpler) (?:to|if i|if i could) (?:just )?(?:not exist|not be here|be gone|disappear|die|not wake up|stop existing|not be alive)\b/,
    /\b(?:just|to) (?:not exist|stop existing|not be alive)\b/,
    /\b(?:saved|saving|stockpil\w*|hoard\w*|collecting) (?:up )?(?:my |his |her )?(?:pills|meds|medication|sleeping pills)\b/,
    /\b(?:suicide|goodbye) (?:note|letter)\b|\bwrote (?:a|my) (?:note|letter) (?:to|for) (?:everyone|my kids|my family)\b/,
    /\btonight is the night\b|\bi (?:have|made|got) a plan\b(?! (?:for|to (?:visit|see|move|get)))/,
    /\bno way out\b/,
    /\b(?:end|stop|ending) (?:my|the|his|her|all (?:my|this|the)) (?:pain|suffering)\b.{0,15}\b(?:for good|forever|permanently)\b/,
    /\bso (?:he|she|i|they) can (?:finish|end|do) (?:it|things|himself|herself|myself)\b|\bget (?:him|her|me) a gun\b/,
    /\bwhat is the point of (?:me|my life|anything|going on|trying)\b/,
    /\bhow many (?:of )?(?:my|his|her|the|these) (?:pills|meds|tablets|sleeping pills)\b.{0,30}\b(?:take|kill|enough|lethal|fatal)\b|\b(?:lethal|fatal) (?:dose|amount)\b/,
    /\b(?:hoard\w*|stockpil\w*|sav(?:ed|ing) up) (?:his |her |my )?(?:morphine|oxycodone|pain pills|pain meds|insulin|opioids|xanax|ambien)\b/,
    /\b(?:walk|walking|drive|driving|swim|swimming|step|stepping) (?:into|off|in front of) (?:the |a )?(?:ocean|sea|water|lake|river|traffic|bridge|cliff|train|truck|bus)\b/,
    /\bcut\w* (?:my|his|her|their) wrists?\b|\bslit\w* (?:my|his|her) (?:wrists?|throat)\b/,
    /\btried to (?:cut|hang|overdose|end (?:it|her life|his life|my life)|take (?:her|his|my) (?:own )?life|jump|drown)\b/,
    /\b(?:engine|car|motor) running\b.{0,40}\b(?:garage|door (?:is )?closed)\b|\bgarage\b.{0,40}\b(?:engine|car|motor) running\b/,
    /\b(?:waiting|wait|ready) to die\b(?<!\bis ready to die)|\bno future for me\b|\b(?:picturing|planning|imagining|thinking about) my (?:own )?funeral\b/,
    /\b(?:gun|pills|rope|knife|razor|blade)\b.{0,60}\b(?:on|at|to) (?:myself|himself|herself)\b/,
    /\b(?:crash|crashing|drive|driving|walk|walking|step|stepping|jump|jumping|fall|falling|swerve|swerving)\b.{0,40}\bon purpose\b/,
    /\b(?:want out|be gone|go away|disappear|go to sleep|sleep|rest|leave this world)\b.{0,12}\b(?:for good|forever|permanently|and never wake)\b/,
    /\bhate (?:my|his|her) (?:life|existence)\b/,
    /\b(?:been|started|am|keep|keeps|was|is) cutting (?:again|myself|herself|himself|my arms|my legs|her arms|his arms)\b/,
    /\b(?:want|need|wish) (?:it|this|everything|the pain|it all|all of this)(?: all)? to (?:stop|end|be over) (?:forever|for good|permanently)\b/,
    /\b(?:no one|nobody|noone|none of them) (?:would|will) (?:miss|care|notice) (?:me|if)/,
    /\b(?:tired|sick|exhausted|weary) of (?:living|life|being alive|existing|being here)\b/,
    /\b(?:no|not any|not a|not one) (?:reason|point) (?:to|in|of) (?:live|living|go on|going on|being alive|keep going|keeping going|life|anything|it all|trying)\b/,
    /\bwhat is the point (?:of (?:living|life|going on|anything|it all|trying)|anymore)\b/,
    /\b(?:life|living) (?:is not|is no longer|does not feel|no longer feels) worth (?:living|it)\b/,
    /\bnot worth living\b/,
    /\b(?:cannot|can no longer|cannot even|could not|do not think i can) (?:go on|keep going|take (?:it|this|any of this|much more)|do this|handle (?:it|this|any of this)|live like this|cope)(?: \w+){0,3} (?:anymore|any longer|much longer)\b/,
    /\b(?:cannot|can no longer) go on\b/,
    /\b(?:cannot|can no longer) keep going\b|\bi am done\b.{0,40}\b(?:goodbye|bye forever|farewell)\b/,
    /\b(?:see|is|find) (?:the |no |any )?point (?:of|in) (?:waking up|getting up|living|going on|being here|tomorrow)\b/,
    /\b(?:drive|driving|drove|steer|steering|crash|crashing|swerve|swerving) (?:my |the )?(?:car )?(?:into|off) (?:a |the )?(?:tree|wall|pole|bridge|river|lake|oncoming|truck|cliff)\b/,
    /\b(?:cannot|do not want to) live like this\b/,
    /\b(?:give|giving|gave|given) up on (?:life|living|everything)\b/,
    /\b(?:done|finished) (?:with life|with living|living|with everything|with it all)\b/,
    /\b(?:take|taking|swallow|swallowing) (?:all|every one|a bottle|the whole bottle|the rest) (?:of )?(?:my|his|her|the) (?:pills|meds|medication|medicine|sleeping pills|insulin|morphine|oxycodone|opioids|fentanyl|patches|xanax|ambien)\b/,
    /\b(?:jump|jumping) (?:off|in front of)\b/,
    /\b(?:if i|i) (?:just )?(?:took|take|swallowed|swallow) (?:all|the rest|a bottle) (?:of )?(?:my|his|her|the) (?:pills|meds|medication|medicine|sleeping pills)\b/,
    /\bplan to (?:die|end)\b/,
    /\b(?:saying|said|says|writing) goodbye (?:to everyone|for good|forever)\b/,
    /\b(?:gun|pills|rope) (?:to end|and end)\b/,
    re(
      String.raw`\b(?:ask|asks|asked|asking|begs|begged|begging) (?:me )?to (?:help (?:him|her|them) die|kill (?:him|her|them)|let (?:him|her|them) die|end (?:his|her|their) life)\b`,
    ),
    re(
      String.raw`\b${person} (?:keeps? )?(?:talks?|talking|talked|saying|says|said|mentions?|mentioned) (?:about )?(?:wanting to |want to )?(?:die|ending it|not being here|not waking up|killing)\b(?! (?:peacefully|at home|with dignity|in (?:his|her) sleep|comfortably))`,
    ),
    re(String.raw`\b${his} (?:${relative}|husband|wife) (?:wants|want) to die\b`),
  ],
};

/** A caregiver at the end of their rope, afraid they will hurt the person they care for, or who has. */
export const caregiverHarmRules: Rule = {
  kind: 'caregiver_harm',
  patterns: [
    re(
      String.raw`\b(?:afraid|scared|worried|terrified|frightened|fear|fearful|panicking|worry|worried sick)(?: that)? i (?:will|might|could|would|may|am going to|am gonna|will end up|might end up|am about to) (?:\w+ )?${hurtVerb}`,
    ),
    re(
      String.raw`\bi (?:almost|nearly|came close to|came so close to|was so close to|was about to|am about to|could have|wanted to|want to|feel like|felt like|am tempted to|was tempted to|could just|could|might|am going to|will) (?:\w+ ){0,3}(?:${hurtVerb}|${hurtPast}) (?:something (?:bad )?to )?(?!${notCaredFor})(?:him|her|them|${his} ${relative}|my \w+)\b`,
    ),
    re(
      String.raw`\b(?:snap|lose it|lose control|lose my temper) and (?:\w+ ){0,2}(?:${hurtVerb}|${hurtPast})\b`,
    ),
    re(
      String.raw`\bi (?:just |finally |accidentally |actually )?${hurtPast} (?:him|her|them|my ${relative}|${relative})\b(?! (?:hand|hands|back|pillow|up|awake|gently))`,
    ),
    /\bi (?:almost|nearly|finally|completely|totally|just) (?:lost it|snapped|lost control)\b/,
    /\b(?:lost it|snapped|lost my temper|lost control) and (?:hit|slapped|shook|pushed|shoved|grabbed|hurt|threw|yanked|pinched|smacked|choked|screamed in)/,
    re(String.raw`\bi (?:do not|cannot) trust myself (?:with|around|not to)\b`),
    re(
      String.raw`\b(?:thought|thinking|think) (?:about|of) (?:putting a pillow|smothering|hurting|hitting|killing|poisoning|strangling) (?:him|her|them|${his} ${relative})`,
    ),
    /\bpillow over (?:his|her|their) face\b/,
    re(
      String.raw`\bi (?:grabbed|squeezed|pinched|twisted|yanked|gripped|held) (?:him|her|them|my ${relative}|${relative}|(?:his|her) (?:arm|wrist|hand|neck|hair))\b.{0,30}\b(?:so hard|too hard|bruis\w*|left (?:a )?marks?)\b`,
    ),
    re(
      String.raw`\bi (?:pushed|shoved|threw|knocked) (?:him|her|them|my ${relative}|${relative}) (?:down|over|hard|into|against|so hard|onto|to the floor|and (?:she|he) (?:almost |nearly )?fell)`,
    ),
    /\b(?:scared|afraid|frightened|terrified) of myself\b/,
    re(
      String.raw`\bi (?:tied|strapped|locked|restrained|shut) (?:him|her|them|${relative}|my ${relative}) (?:to|in|up|down|into)\b`,
    ),
    re(
      String.raw`\bi (?:threw|hurled|flung) (?:\w+ ){0,2}at (?:him|her|them|my ${relative}|${relative})\b`,
    ),
    /\bi (?:wish|hope|pray) (?:he|she|they) (?:would|will|could) (?:just )?(?:die|be dead|not wake up)\b/,
    re(
      String.raw`\b(?:thoughts|thinking|thought|urges?|urge|fantasi\w*|images|visions) (?:of|about) (?:hurting|hitting|killing|smothering|strangling|harming|slapping|shaking|choking|poisoning) (?:him|her|them|my ${relative}|${relative})`,
    ),
    /\bi\b(?: \S+){0,8} (?:shook|slapped|punched|smacked|choked|kicked|struck|strangled) (?:him|her|them)\b(?! (?:hand|hands|gently|awake|up))/,
    re(String.raw`\b(?:scared|afraid|terrified) of what i (?:might|will|could|would) do\b`),
  ],
};
