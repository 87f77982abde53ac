import { readFileSync } from 'node:fs';
import type { z } from 'zod';

/** A labelled set in JSON Lines, each line checked against its schema; a bad line names itself. */
export function readJsonLines<T extends z.ZodTypeAny>(path: string, schema: T): z.infer<T>[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line, i) => {
      const parsed = schema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${path}:${i + 1}: ${parsed.error.message}`);
      return parsed.data;
    });
}
