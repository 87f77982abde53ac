import { existsSync, readFileSync } from 'node:fs';
import { Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { modelPath } from '../../embedding/model-files';
import { SentenceEncoders, type SentenceEncoding } from '../../embedding/sentence-encoders';
import { textHash } from '../../understanding/topic-texts';
import { readShippedVectors } from '../../understanding/shipped-vectors';
import { textsOf } from '../../understanding/message-understanding';
import { GuidanceLibrary, librarySources } from '../library';
import { AnswerIndex, phrasingsOf } from './answer-index';
import { loadDirectAnswers, type DirectAnswer } from './direct-answers';

/** Each encoder's phrasing vectors (scripts/answers/build-answer-vectors.ts writes them). */
export const AnswerVectorsFile = 'answer-vectors.json';
/** Each encoder's calibrated threshold, written by the same script. */
export const AnswerThresholdFile = 'direct-answers.json';

export const AnswerThreshold = z.object({
  embedder: z.string(),
  /** A phrasing at least this similar to the message (cosine) answers it. */
  threshold: z.number(),
  /** What the threshold was chosen for, on the answers' own phrasings (not a result). */
  calibration: z.record(z.string(), z.number()),
});

/** The direct answers, once per process (the library is content beside the package). */
export const DirectAnswers: DirectAnswer[] = loadDirectAnswers(GuidanceLibrary, librarySources());

interface Matcher {
  index: AnswerIndex;
  threshold: number;
}

/** One encoder's index of the answers' phrasings and its threshold, if shipped. */
export function matcherFor(
  encoder: string,
  answers: readonly DirectAnswer[] = DirectAnswers,
): Matcher | undefined {
  const shipped = readShippedVectors(encoder, AnswerVectorsFile);
  const thresholdPath = modelPath(encoder, AnswerThresholdFile);
  if (!shipped || !existsSync(thresholdPath)) return undefined;
  const { threshold } = AnswerThreshold.parse(JSON.parse(readFileSync(thresholdPath, 'utf8')));
  const owners: number[] = [];
  const vectors: Float32Array[] = [];
  for (const { answer, text } of phrasingsOf(answers)) {
    const vector = shipped.byHash.get(textHash(text));
    if (!vector) continue;
    owners.push(answer);
    vectors.push(vector);
  }
  return { index: new AnswerIndex(owners, vectors), threshold };
}

/** The caregiver's state, when an answer holds only in some states. */
const holdsIn = (answer: DirectAnswer, state: string | undefined) =>
  !answer.states || (state !== undefined && answer.states.includes(state));

/**
 * Finds, for each topic the message is answered with, the direct answer to what it asks, by
 * meaning (the message and its clauses against every way each answer's question is asked, read
 * by the same encoder as the safety net): only an answer filed under that topic and close enough
 * by the threshold calibrated on the answers' own phrasings. Nothing sure enough: nothing.
 */
@Injectable()
export class DirectAnswerFinder {
  private readonly matchers = new Map<string, Matcher | undefined>();

  constructor(@Inject(SentenceEncoders) private readonly encoders: SentenceEncoding) {}

  /** Starts reading the message beside the safety triage (the encoder keeps recent vectors). */
  prepare(message: string): void {
    this.encoders.embed(textsOf(message)).catch(() => undefined);
  }

  async find(
    message: string,
    topics: readonly string[],
    state?: string,
  ): Promise<(DirectAnswer | undefined)[]> {
    if (topics.length === 0 || DirectAnswers.length === 0) return [];
    const { encoder, vectors } = await this.encoders.embed(textsOf(message));
    const matcher = this.matcher(encoder);
    if (!matcher) return topics.map(() => undefined);
    const used = new Set<number>();
    return topics.map((topic) => {
      const match = matcher.index.best(
        vectors,
        (i) => !used.has(i) && DirectAnswers[i].topic === topic && holdsIn(DirectAnswers[i], state),
      );
      if (!match || match.score < matcher.threshold) return undefined;
      used.add(match.answer);
      return DirectAnswers[match.answer];
    });
  }

  private matcher(encoder: string): Matcher | undefined {
    if (!this.matchers.has(encoder)) this.matchers.set(encoder, matcherFor(encoder));
    return this.matchers.get(encoder);
  }
}
