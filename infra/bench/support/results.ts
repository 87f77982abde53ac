import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const resultsFile = path.join(__dirname, '../results/latest.json');

/** Latency figures in milliseconds from raw samples. */
export function percentiles(samplesMs: number[]): {
  p50: number;
  p99: number;
  mean: number;
  count: number;
} {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const mean = sorted.reduce((sum, v) => sum + v, 0) / Math.max(1, sorted.length);
  return { p50: round(at(0.5)), p99: round(at(0.99)), mean: round(mean), count: sorted.length };
}

/** The item in the middle when sorted by `value` (the upper one of an even count). */
/** Each input run one at a time, as a caller would: the milliseconds each took. */
export async function timeEach<T>(
  inputs: readonly T[],
  run: (input: T) => unknown,
): Promise<number[]> {
  const samples: number[] = [];
  for (const input of inputs) {
    const started = performance.now();
    await run(input);
    samples.push(performance.now() - started);
  }
  return samples;
}

export function medianBy<T>(items: readonly T[], value: (item: T) => number): T | undefined {
  return [...items].sort((a, b) => value(a) - value(b))[Math.floor(items.length / 2)];
}

export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * Prints a benchmark's figures and merges them into results/latest.json under its name, with the
 * time and machine they were measured on, so the README can quote one file.
 */
export function recordResults(benchmark: string, figures: Record<string, unknown>): void {
  const entry = { measuredAt: new Date().toISOString(), machine: machineNote(), ...figures };
  process.stdout.write(`\n${benchmark}\n${JSON.stringify(entry, null, 2)}\n`);
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  const all = existsSync(resultsFile)
    ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>)
    : {};
  all[benchmark] = entry;
  writeFileSync(resultsFile, `${JSON.stringify(all, null, 2)}\n`);
}

function machineNote(): string {
  return `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`;
}
