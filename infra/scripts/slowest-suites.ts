/**
 * Where the test run's time went, from the file `npm test` writes (test-output/jest.json): the
 * slowest suites and each folder's share, so that keeping CI under its 30 minutes starts from a
 * measurement. Suites run two at a time, so the folders' sum is about twice the wall time.
 *
 *   npx tsx infra/scripts/slowest-suites.ts [test-output/jest.json] [--top 25]
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

interface SuiteResult {
  name: string;
  startTime: number;
  endTime: number;
  status: string;
}

const args = process.argv.slice(2);
const topAt = args.indexOf('--top');
const top = topAt >= 0 ? Number(args[topAt + 1]) : 25;
const file =
  args.find((arg, i) => !arg.startsWith('--') && i !== topAt + 1) ?? 'test-output/jest.json';
const run = JSON.parse(readFileSync(file, 'utf8')) as { testResults: SuiteResult[] };

const suites = run.testResults
  .map((suite) => ({
    path: relative(process.cwd(), suite.name),
    seconds: (suite.endTime - suite.startTime) / 1000,
    failed: suite.status !== 'passed',
  }))
  .sort((a, b) => b.seconds - a.seconds);

/** A suite's folder as a reader finds it: `gateway/test/browser`, `web/src/features/coach`. */
const folderOf = (path: string) => path.split('/').slice(0, 3).join('/');
const byFolder = new Map<string, { seconds: number; suites: number }>();
for (const { path, seconds } of suites) {
  const folder = byFolder.get(folderOf(path)) ?? { seconds: 0, suites: 0 };
  byFolder.set(folderOf(path), { seconds: folder.seconds + seconds, suites: folder.suites + 1 });
}

const total = suites.reduce((sum, suite) => sum + suite.seconds, 0);
const minutes = (seconds: number) => `${(seconds / 60).toFixed(1)} min`;
console.log(`${suites.length} suites, ${minutes(total)} of suite time\n`);
console.log(`The ${top} slowest:`);
for (const suite of suites.slice(0, top))
  console.log(
    `  ${suite.seconds.toFixed(0).padStart(5)} s  ${suite.path}${suite.failed ? '  (failed)' : ''}`,
  );
console.log('\nBy folder:');
for (const [folder, { seconds, suites: count }] of [...byFolder].sort(
  (a, b) => b[1].seconds - a[1].seconds,
))
  console.log(
    `  ${minutes(seconds).padStart(9)}  ${((100 * seconds) / total).toFixed(0).padStart(3)}%  ${count
      .toString()
      .padStart(3)} suites  ${folder}`,
  );
