/**
 * A new set's first run, scored before anything learned from it: what the triage of that moment
 * found for each message (a JSON array of kind lists, e.g. from the rules at an earlier commit,
 * where every kind found opened an emergency answer), scored like any run.
 * `npx tsx services/coach/scripts/safety/first-run.ts <set.jsonl> <found.json>`
 */
import { readFileSync } from 'node:fs';
import type { EmergencyKind, SafetyFinding } from '../../src/safety/kinds';
import { readSet } from './dataset';
import { figuresOf, formatFigures } from './evaluation';

/** Before the split, one kind served both: its help reached whoever the message was about. */
const alsoServed: Partial<Record<string, EmergencyKind>> = {
  suicide: 'recipient_suicide',
  abuse_neglect: 'caregiver_endangered',
};

const [setPath, foundPath] = process.argv.slice(2);
const messages = readSet(setPath);
const found = (JSON.parse(readFileSync(foundPath, 'utf8')) as EmergencyKind[][]).map((kinds) =>
  kinds.flatMap((kind): SafetyFinding[] => {
    const also = alsoServed[kind];
    return [
      { kind, level: 'emergency' },
      ...(also ? [{ kind: also, level: 'emergency' as const }] : []),
    ];
  }),
);
process.stdout.write(
  `${formatFigures(setPath.replace(/.*data\/safety\//, ''), figuresOf(messages, found))}\n`,
);
