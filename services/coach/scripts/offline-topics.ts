/**
 * `npx tsx --tsconfig tsconfig.base.json services/coach/scripts/offline-topics.ts [--misses]`: how
 * often the offline coach puts the right library topic first for the labelled questions, ranked by
 * the real PostgreSQL full-text search in a throwaway database (the base tsconfig gives tsx the
 * decorator settings and the @tend/* source paths). `--misses` lists the questions it got wrong.
 */
import { dropDatabase } from '@tend/platform';
import { TestNamespace } from '@tend/platform/testing';
import { measureOfflineLibrary, summary } from '../test/offline-library/measure';

async function main(): Promise<void> {
  const url = new TestNamespace().databaseUrl('coach');
  try {
    const measured = await measureOfflineLibrary(url);
    if (process.argv.includes('--misses'))
      for (const miss of measured.misses)
        process.stdout.write(`  ${miss.expected} <- ${miss.got}: ${miss.question}\n`);
    process.stdout.write(`${summary(measured)}\n`);
  } finally {
    await dropDatabase(url);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
