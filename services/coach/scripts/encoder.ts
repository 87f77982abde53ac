/**
 * The encoder a script trains or measures with. By default the one the coach reads with for that
 * task: the safety net with the encoder server (`ENCODER_URL`, else the manifest's address;
 * `npm start` or `infra/scripts/encoder.ts` runs it), the understanding with today's local
 * encoder (see `ReadsWith`); `--encoder server` or `--encoder local` chooses another. What a
 * script writes goes to that encoder's models.
 */
import { backingServerUrl } from '@tend/platform';
import { ReadsWith, type CoachTask } from '../src/embedding/coach-encoders';
import type { Embedder } from '../src/embedding/embedder';
import { EncoderServerEmbedder } from '../src/embedding/encoder-server';
import { localEmbedder, LocalEncoderId } from '../src/embedding/local-embedder';

/** A script sends hundreds of texts at once; the server answers them one after another. */
const ScriptTimeoutMs = 600_000;

let server: Embedder | undefined;

export function scriptEmbedder(task: CoachTask = 'safety', args = process.argv): Embedder {
  const at = args.indexOf('--encoder');
  const named = at > 0 ? args[at + 1] : undefined;
  const local = named ? named === 'local' : ReadsWith[task] === LocalEncoderId;
  if (local) return localEmbedder();
  server ??= new EncoderServerEmbedder(
    process.env.ENCODER_URL || backingServerUrl('encoder'),
    ScriptTimeoutMs,
    Infinity,
  );
  return server;
}
