import { CareProfileRpc, spanishProgramsFor } from '@tend/contracts';
import type { RpcClient } from '@tend/platform';
import type { SavedEligibility } from '../guidance/saved-route';

const askTimeoutMs = 1500;

/**
 * Her latest eligibility check as care-profile keeps it, with her state's program texts in Spanish
 * (for an answer in Spanish): what the coach's answer about being paid rests on. Asked on each
 * message, as she may have checked again a minute ago; a slow or absent care-profile only means
 * the answer goes without it.
 */
export async function readSavedEligibility(
  rpc: RpcClient,
  userId: string,
): Promise<SavedEligibility | null> {
  try {
    const { answers } = await rpc.call(
      CareProfileRpc.latestEligibilityAnswers,
      { userId },
      { timeoutMs: askTimeoutMs },
    );
    if (!answers) return null;
    const spanish = await spanishProgramsFor(answers.state).catch(() => []);
    return { answers, spanish };
  } catch {
    return null;
  }
}
