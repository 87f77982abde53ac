import { clausesOf } from '../../understanding/clauses';
import type { MessageScores } from './safety-model';

/** A clause longer than this many words (dictation, WhatsApp without stops) is cut into pieces. */
const LongestPiece = 30;
/** Most passages read in one message: a letter-length message still costs one batch. */
const MostPassages = 12;

/** The message's clauses (as the understanding cuts them), an unpunctuated run cut every `LongestPiece` words. */
function piecesOf(text: string): string[] {
  return clausesOf(text, Infinity).flatMap((clause) => {
    const words = clause.split(/\s+/);
    if (words.length <= LongestPiece) return [clause];
    const cut: string[] = [];
    for (let i = 0; i < words.length; i += LongestPiece)
      cut.push(words.slice(i, i + LongestPiece).join(' '));
    return cut;
  });
}

/**
 * The passages of a message read on their own beside the whole: each two neighbouring clauses
 * of a message of three or more (a crisis told in one calm sentence of a long practical message
 * is drowned in the whole message's vector, and needs the sentence before it for its sense). A
 * shorter message has none: its whole is already that short.
 */
export function passagesOf(text: string): string[] {
  const pieces = piecesOf(text);
  if (pieces.length < 3) return [];
  const pairs = pieces.slice(1).map((piece, i) => `${pieces[i]} ${piece}`);
  return pairs.slice(0, MostPassages);
}

const logit = (p: number) => Math.log(Math.max(p, 1e-9) / Math.max(1 - p, 1e-9));
const discounted = (p: number, discount: number) => 1 / (1 + Math.exp(discount - logit(p)));

/**
 * The message's scores when its passages are read too: the highest crisis and emergency scores of
 * the whole and its passages, and the groups of help from whichever read the most likely crisis.
 * A passage's scores are first lowered by `discount` in log-odds: the heads learned on whole
 * messages, and a sentence alone lacks what makes most alarming words ordinary ("I could kill my
 * brother, he never calls").
 */
export function strongestReading(
  whole: MessageScores,
  passages: readonly MessageScores[],
  discount = 0,
): MessageScores {
  const lowered = passages.map((p) => ({
    ...p,
    crisis: discounted(p.crisis, discount),
    emergency: discounted(p.emergency, discount),
  }));
  const likeliest = lowered.reduce((a, b) => (b.crisis > a.crisis ? b : a), whole);
  return {
    crisis: Math.max(whole.crisis, ...lowered.map((p) => p.crisis)),
    emergency: Math.max(whole.emergency, ...lowered.map((p) => p.emergency)),
    groups: { ...likeliest.groups },
  };
}
