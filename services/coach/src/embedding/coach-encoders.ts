import type { DegradableChecks, Logger } from '@tend/platform';
import type { CoachConfig } from '../coach.env';
import { EncoderServerEmbedder, EncoderServerId } from './encoder-server';
import { localEmbedder, LocalEncoderId } from './local-embedder';
import { oneEncoder, SentenceEncoders, type SentenceEncoding } from './sentence-encoders';

export type CoachTask = 'safety' | 'understanding';

/**
 * Which encoder each task reads with, chosen by measurement on the untouched and held-out sets
 * (data/safety/README.md, data/understanding/README.md): the safety net with multilingual-e5-small
 * (far more crises found, in Spanish above all), the understanding with today's local encoder
 * and, while the encoder server answers, with e5 beside it (`PairedEncoderId`): e5 alone found
 * the topic no more often, but one ranker over both encoders' signals answered more requests.
 */
export const ReadsWith: Record<CoachTask, string> = {
  safety: EncoderServerId,
  understanding: LocalEncoderId,
};

/** The understanding's ranker over both encoders' signals: its models' name. */
export const PairedEncoderId = `${LocalEncoderId}+${EncoderServerId}`;

/** What the understanding reads messages with (`ReadsWith.understanding`). */
export const UnderstandingEncoding = Symbol('UnderstandingEncoding');

export function understandingEncoding(): SentenceEncoding {
  return oneEncoder(localEmbedder());
}

/** How long the encoder server has to answer its health path before it reads as down. */
const HealthTimeoutMs = 1500;

/**
 * The coach's encoders: the encoder server, today's local encoder when it is down (a warning in
 * the logs, and `encoder: down` with `degraded` in the readiness answer).
 */
export function coachEncoders(
  config: Pick<CoachConfig, 'ENCODER_URL' | 'ENCODER_TIMEOUT_MS'>,
  logger: Logger,
  health: DegradableChecks,
): SentenceEncoders {
  const url = config.ENCODER_URL;
  if (!url) {
    logger.warn(
      'no encoder server (ENCODER_URL is empty): the coach reads messages with its local encoder',
    );
    health.add({ name: 'encoder', check: async () => false });
    return new SentenceEncoders(undefined, localEmbedder());
  }
  const healthUrl = new URL('../health', url.endsWith('/') ? url : `${url}/`);
  health.add({
    name: 'encoder',
    check: async () =>
      (await fetch(healthUrl, { signal: AbortSignal.timeout(HealthTimeoutMs) })).ok,
  });
  return new SentenceEncoders(
    new EncoderServerEmbedder(url, config.ENCODER_TIMEOUT_MS),
    localEmbedder(),
    (usingServer, reason) =>
      usingServer
        ? logger.info('the encoder server answers again: the coach reads messages with it')
        : logger.warn(
            { reason },
            'the encoder server is down: the coach reads messages with its local encoder',
          ),
  );
}
