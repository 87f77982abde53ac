import { SafetyGroups, type SafetyGroup } from '../kinds';
import { passagesOf, strongestReading } from './passages';
import type { MessageScores } from './safety-model';

const scores = (crisis: number, emergency: number, likely: SafetyGroup): MessageScores => ({
  crisis,
  emergency,
  groups: Object.fromEntries(SafetyGroups.map((g) => [g, g === likely ? 0.9 : 0.05])) as Record<
    SafetyGroup,
    number
  >,
});

describe('passagesOf', () => {
  it('reads a long message two neighbouring sentences at a time', () => {
    const text =
      'Mom has been up every night this week. The aide cancelled again. ' +
      'I have the rope in the garage and I already tied it. Anyway, what helps with sundowning?';
    expect(passagesOf(text)).toEqual([
      'Mom has been up every night this week. The aide cancelled again.',
      'The aide cancelled again. I have the rope in the garage and I already tied it.',
      'I have the rope in the garage and I already tied it. Anyway, what helps with sundowning?',
    ]);
  });

  it('cuts Spanish sentences, with their inverted marks, and lines without stops', () => {
    const text = '¿Cómo baño a mi papá?\nno quiere entrar a la regadera\nYa no aguanto más.';
    expect(passagesOf(text)).toEqual([
      '¿Cómo baño a mi papá? no quiere entrar a la regadera',
      'no quiere entrar a la regadera Ya no aguanto más.',
    ]);
  });

  it('cuts a dictated run with no stops into pieces of thirty words', () => {
    const words = Array.from({ length: 95 }, (_, i) => `w${i}`);
    const passages = passagesOf(words.join(' '));
    expect(passages).toHaveLength(3);
    expect(passages[0].split(' ')).toEqual(words.slice(0, 60));
  });

  it('leaves a short message whole', () => {
    expect(passagesOf('She keeps asking for her mother. What do I say?')).toEqual([]);
    expect(passagesOf('')).toEqual([]);
  });

  it('reads at most twelve passages of a letter-length message', () => {
    const letter = Array.from({ length: 40 }, (_, i) => `Sentence number ${i} is here.`).join(' ');
    expect(passagesOf(letter)).toHaveLength(12);
  });
});

describe('strongestReading', () => {
  it('raises the whole message to its most alarming passage, with that passage’s help', () => {
    const whole = scores(0.2, 0.1, 'medical');
    const read = strongestReading(whole, [
      scores(0.3, 0.05, 'medical'),
      scores(0.8, 0.6, 'suicide'),
    ]);
    expect(read.crisis).toBe(0.8);
    expect(read.emergency).toBe(0.6);
    expect(read.groups.suicide).toBe(0.9);
  });

  it('keeps the whole message’s reading when no passage is more alarming', () => {
    const whole = scores(0.7, 0.4, 'abuse_neglect');
    expect(strongestReading(whole, [scores(0.1, 0.1, 'suicide')])).toEqual(whole);
    expect(strongestReading(whole, [])).toEqual(whole);
  });

  it('lowers a passage by the discount in log-odds before it can raise the whole', () => {
    const whole = scores(0.5, 0.1, 'medical');
    // A passage at 0.8 (log-odds 1.39) lowered by 2 is at 0.35: below the whole message.
    const read = strongestReading(whole, [scores(0.8, 0.6, 'suicide')], 2);
    expect(read.crisis).toBe(0.5);
    expect(read.groups.medical).toBe(0.9);
    expect(read.emergency).toBeCloseTo(1 / (1 + Math.exp(2 - Math.log(0.6 / 0.4))), 6);
  });
});
