/**
 * Embeds every way each direct answer's question is asked (library/answers) with an encoder and
 * ships the vectors beside the package (models/…/answer-vectors.json), then sets the similarity
 * from which a phrasing answers a message (models/…/direct-answers.json) on the answers' own
 * phrasings, never on an evaluation set: each phrasing, left out, asks its topic's answers, and
 * the threshold keeps `KeptShare` of them answered. It also records how often the answer found
 * is the phrasing's own (and among the best two), and how often a question whose answer is left
 * out finds another of its topic above the threshold: what a caregiver meets, since an answer is
 * shown under its own question.
 *   npx tsx --tsconfig tsconfig.base.json services/coach/scripts/answers/build-answer-vectors.ts [--encoder local]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { modelPath } from '../../src/embedding/model-files';
import { AnswerIndex, phrasingsOf } from '../../src/guidance/direct-answers/answer-index';
import {
  AnswerThresholdFile,
  AnswerVectorsFile,
  DirectAnswers,
} from '../../src/guidance/direct-answers/direct-answer-finder';
import { shippedVectorsFile } from '../../src/understanding/shipped-vectors';
import { textHash } from '../../src/understanding/topic-texts';
import { scriptEmbedder } from '../encoder';
import { embedAll } from '../safety/embedding-cache';

const KeptShare = 0.8;

interface Trial {
  /** The best answer's similarity, whether it is the phrasing's own, or second to it. */
  score: number;
  first: boolean;
  second: boolean;
  /** The best similarity of the topic's other answers: a question the library does not hold. */
  other: number;
}

function trials(index: AnswerIndex, owners: readonly number[], vectors: Float32Array[]): Trial[] {
  return vectors.flatMap((vector, row): Trial[] => {
    const own = owners[row];
    const topic = DirectAnswers[own].topic;
    const sameTopic = (answer: number) => DirectAnswers[answer].topic === topic;
    const itself = (other: number) => other === row;
    const best = index.best([vector], sameTopic, itself);
    if (!best) return [];
    const next = index.best([vector], (a) => a !== best.answer && sameTopic(a), itself);
    const other = index.best([vector], (a) => a !== own && sameTopic(a), itself);
    return [
      {
        score: best.score,
        first: best.answer === own,
        second: next?.answer === own,
        other: other?.score ?? 0,
      },
    ];
  });
}

const share = (part: number, whole: number) => Number((part / Math.max(whole, 1)).toFixed(3));

function calibrate(all: readonly Trial[]) {
  const scores = all.map((t) => t.score).sort((a, b) => a - b);
  const threshold = Number((scores[Math.floor(scores.length * (1 - KeptShare))] ?? 1).toFixed(3));
  const given = all.filter((t) => t.score >= threshold);
  return {
    threshold,
    calibration: {
      phrasings: all.length,
      answered: share(given.length, all.length),
      ownFirst: share(given.filter((t) => t.first).length, given.length),
      ownInBestTwo: share(given.filter((t) => t.first || t.second).length, given.length),
      otherQuestionAnswered: share(all.filter((t) => t.other >= threshold).length, all.length),
    },
  };
}

async function main() {
  const embedder = scriptEmbedder('safety');
  const phrasings = phrasingsOf(DirectAnswers);
  const embedded = await embedAll(
    embedder,
    phrasings.map((p) => p.text),
  );
  const vectors = embedded.map((v) => Float32Array.from(v));
  const entries = phrasings.map((p, i) => ({ hash: textHash(p.text), vector: [...vectors[i]] }));
  const vectorsPath = modelPath(embedder.id, AnswerVectorsFile);
  mkdirSync(dirname(vectorsPath), { recursive: true });
  writeFileSync(vectorsPath, `${shippedVectorsFile(embedder.id, entries)}\n`);
  const owners = phrasings.map((p) => p.answer);
  const result = calibrate(trials(new AnswerIndex(owners, vectors), owners, vectors));
  writeFileSync(
    modelPath(embedder.id, AnswerThresholdFile),
    `${JSON.stringify({ embedder: embedder.id, ...result }, null, 2)}\n`,
  );
  process.stdout.write(
    `${DirectAnswers.length} answers, ${phrasings.length} phrasings on ${embedder.id}: ${JSON.stringify(result)}\n`,
  );
}

void main();
