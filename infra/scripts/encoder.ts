/**
 * Runs the sentence encoder (the manifest's `encoder` backing server) until stopped, unless one
 * already answers on its port: `npm test` runs it for the test run.
 */
import path from 'node:path';
import { backingServerReady, startBackingServer } from '@tend/platform';

async function main(): Promise<void> {
  if (await backingServerReady('encoder')) {
    process.stdout.write('the sentence encoder is already running\n');
    return;
  }
  const server = await startBackingServer('encoder', {
    root: path.resolve(__dirname, '../..'),
    timeoutMs: 60_000,
  });
  process.stdout.write(`the sentence encoder is ready at ${server.url}\n`);
  const stop = () => void server.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  server.child.on('exit', (code) => process.exit(code ?? 1));
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
