import { EncoderServerId } from '../../embedding/encoder-server';
import { readShippedVectors } from '../../understanding/shipped-vectors';
import { textHash } from '../../understanding/topic-texts';
import { GuidanceLibrary, librarySources } from '../library';
import { phrasingsOf } from './answer-index';
import { AnswerVectorsFile } from './direct-answer-finder';
import { loadDirectAnswers, MaxAnswerLength } from './direct-answers';

/** Sentences as a reader counts them: ends of sentences followed by a space or the end. */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=\S)/).length;

describe('the direct answers', () => {
  const answers = loadDirectAnswers(GuidanceLibrary, librarySources());

  it('each belongs to a library topic and cites known sources (checked while loading)', () => {
    expect(answers.every((answer) => answer.sources.length > 0)).toBe(true);
  });

  it.each(['en', 'es'] as const)('each %s answer is one to three sentences', (language) => {
    const long = answers.filter(
      (a) => sentences(a[language].answer) > 3 || a[language].answer.length > MaxAnswerLength,
    );
    expect(long.map((a) => a.id)).toEqual([]);
  });

  it('no two answers ask the same question', () => {
    const questions = answers.flatMap((a) => [a.en.question, a.es.question]);
    const normalised = questions.map((q) =>
      q
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim(),
    );
    expect(new Set(normalised).size).toBe(normalised.length);
  });

  it('has every phrasing read by the encoder server shipped (an edited answer is embedded again)', () => {
    const shipped = readShippedVectors(EncoderServerId, AnswerVectorsFile);
    const missing = phrasingsOf(answers).filter((p) => !shipped?.byHash.has(textHash(p.text)));
    // Run scripts/answers/build-answer-vectors.ts after editing library/answers.
    expect(missing.map((p) => p.text)).toEqual([]);
  });
});
