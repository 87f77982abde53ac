/**
 * Files the training sets' messages under the topics that answer them (models/topic-examples.json):
 * a one-request message whole, under its best topic; a message of several requests clause by
 * clause when its clauses line up with its requests, else not at all (the whole would pull
 * retrieval toward its first topic only). The untouched set is never read here.
 *
 *   npx tsx services/coach/scripts/understanding/learn-examples.ts
 */
import { writeFileSync } from 'node:fs';
import { clausesOf } from '../../src/understanding/clauses';
import {
  LearnedExamplesPath,
  type LearnedExamplesFile,
} from '../../src/understanding/learned-examples';
import { readSet, setPath, TrainSets, type LabelledMessage } from './dataset';

export function examplesOf(message: LabelledMessage): LearnedExamplesFile['examples'] {
  const best = message.requests.map((request) => request[0] ?? '');
  if (best.length === 1)
    return [{ slug: best[0] ?? '', language: message.lang, text: message.text }];
  const clauses = clausesOf(message.text);
  if (clauses.length !== best.length) return [];
  return clauses.map((text, i) => ({ slug: best[i] ?? '', language: message.lang, text }));
}

function main() {
  // `--without train/set-f.jsonl`: a set a ranker is about to be fitted on stays unlearned.
  const without = process.argv.includes('--without')
    ? process.argv[process.argv.indexOf('--without') + 1]
    : undefined;
  const sets = TrainSets.filter((name) => name !== without);
  const messages = sets.flatMap((name) => readSet(setPath(name)));
  const file: LearnedExamplesFile = {
    trainedOn: sets.join(', '),
    examples: messages.flatMap(examplesOf),
  };
  writeFileSync(LearnedExamplesPath, `${JSON.stringify(file, null, 1)}\n`);
  console.log(`${file.examples.length} examples from ${messages.length} messages written`);
}

if (require.main === module) main();
