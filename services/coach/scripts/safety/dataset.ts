/**
 * The labelled sets (data/safety): JSON Lines of { text, kind, level, lang }. train/ is for
 * training and calibration; untouched/ is never used for either, only measured.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { EmergencyKinds } from '../../src/safety/kinds';

export const SafetyDataDir = join(__dirname, '../../data/safety');

const LabelledMessageSchema = z.object({
  text: z.string().min(1),
  kind: z.enum(EmergencyKinds).nullable(),
  level: z.enum(['emergency', 'concern', 'none']),
  lang: z.enum(['en', 'es']),
});
export type LabelledMessage = z.infer<typeof LabelledMessageSchema>;

export function readSet(path: string): LabelledMessage[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line, i) => {
      const parsed = LabelledMessageSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${path}:${i + 1}: ${parsed.error.message}`);
      const message = parsed.data;
      if ((message.kind === null) !== (message.level === 'none'))
        throw new Error(`${path}:${i + 1}: a crisis has a level, an ordinary message none`);
      return message;
    });
}

/** Every file of a folder of data/safety, by name. */
export function readFolder(folder: 'train' | 'untouched'): Map<string, LabelledMessage[]> {
  const dir = join(SafetyDataDir, folder);
  const sets = new Map<string, LabelledMessage[]>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort())
    sets.set(file.replace(/\.jsonl$/, ''), readSet(join(dir, file)));
  return sets;
}
