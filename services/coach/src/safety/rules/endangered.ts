import { re, relative, type Rule } from './rule';

const attacker = String.raw`(?:he|she|they|${relative}|my ${relative}|el|ella|mi (?:esposo|esposa|padre|madre|papa|mama|hijo|hija|hermano|hermana|abuelo|abuela|suegro|suegra))`;
const attacked = String.raw`(?:hit|hits|hitting|punched|punches|punching|kicked|kicks|kicking|choked|chokes|choking|strangled|grabbed|grabs|shoved|shoves|pushed|pushes|slapped|slaps|bit|bites|scratched|attacked|attacks|attacking|beat|beats|beating|threw (?:something|a \w+|things) at|came at|went after|swung at|pinned|cornered)`;
const threat = String.raw`(?:kill|hurt|stab|shoot|strangle|choke|beat|break (?:my|your) (?:neck|arm|jaw|face)|smash my|slit my)`;

/**
 * The caregiver hurt or threatened by the person they care for or someone at home: the help is a
 * safe place and 911 first, the National Domestic Violence Hotline, then help for the aggression.
 */
export const endangeredRules: Rule = {
  kind: 'caregiver_endangered',
  patterns: [
    re(
      String.raw`\b${attacker} (?:just |has |had |keeps |kept |is |was |started )?${attacked} me\b`,
    ),
    re(
      String.raw`\b${attacker} (?:is |was |keeps |kept )?(?:threaten\w*|saying|says|said|yelling|screaming|swearing) (?:\w+ ){0,3}(?:he|she|they) (?:will|would|is going to|gonna|will not stop until \w+) ${threat}\b`,
    ),
    re(String.raw`\bthreaten\w* to ${threat} me\b`),
    re(String.raw`\b(?:going to|gonna|will|wants to|tried to|trying to) ${threat} me\b`),
    /\b(?:afraid|scared|terrified|frightened) (?:of|for) (?:my (?:life|safety)|him|her|what (?:he|she) (?:will|might) do to me)\b/,
    /\b(?:locked|hiding|hid|barricaded) (?:myself )?in (?:the |my |a )?(?:bathroom|bedroom|room|car|closet|garage)\b/,
    re(
      String.raw`\b${attacker} (?:has|had|got|grabbed|is holding|pulled|came at me with|waving|swinging) (?:a |the |his |her |my )?(?:knife|gun|pistol|rifle|bat|hammer|cane at me|scissors)\b`,
    ),
    /\bi am not safe\b|\bi do not feel safe (?:with|around|in)\b|\bfear for my (?:life|safety)\b/,
    /\b(?:bruises|black eye|split lip|bite marks?) (?:he|she|they) (?:gave|left)\b/,
    /\b(?:me (?:pego|pega|golpeo|golpea|ahorco|empujo|amenazo|amenaza|quiere matar|va a matar)|tengo miedo de (?:el|ella|mi (?:esposo|esposa|padre|madre|papa|mama|hijo|hija))|me encerre en el bano)\b/,
  ],
};
