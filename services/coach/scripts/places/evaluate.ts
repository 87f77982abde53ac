/**
 * How often the coach reads the state of the person cared for from a message
 * (data/places: `dev.jsonl` to shape the rules, `untouched.jsonl` never): right, a wrong state
 * named, or none where the message gives one.
 *   npx tsx --tsconfig tsconfig.base.json services/coach/scripts/places/evaluate.ts [--set dev] [--details]
 */
import { join } from 'node:path';
import { z } from 'zod';
import { placesNamed } from '../../src/guidance/states';
import { readJsonLines } from '../json-lines';

const PlaceMessage = z.object({
  id: z.string(),
  lang: z.enum(['en', 'es']),
  text: z.string(),
  person_state: z.string().nullable(),
});

function main() {
  const at = process.argv.indexOf('--set');
  const set = at > 0 ? (process.argv[at + 1] ?? 'untouched') : 'untouched';
  const messages = readJsonLines(
    join(__dirname, '../../data/places', `${set}.jsonl`),
    PlaceMessage,
  );
  let right = 0;
  let wrongState = 0;
  let missed = 0;
  for (const message of messages) {
    const read = placesNamed(message.text).person ?? null;
    if (read === message.person_state) right += 1;
    else if (read === null) missed += 1;
    else wrongState += 1;
    if (read !== message.person_state && process.argv.includes('--details'))
      console.log(`${message.id} read ${read} for ${message.person_state}: ${message.text}`);
  }
  const n = messages.length;
  console.log(`${set}: ${n} messages`);
  console.log(
    `  the person's state read right: ${right}/${n} (${((100 * right) / n).toFixed(1)}%)`,
  );
  console.log(`  a wrong state read:            ${wrongState}/${n}`);
  console.log(`  no state read where one is given: ${missed}/${n}`);
}

main();
