import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { LOGGER, type Logger } from '@tend/platform';
import type { Embedder } from '../embedding/embedder';
import { EncoderServerId } from '../embedding/encoder-server';
import { localEmbedder } from '../embedding/local-embedder';
import { SentenceEncoders } from '../embedding/sentence-encoders';
import { MessageUnderstanding } from '../understanding/message-understanding';
import { readShippedVectors } from '../understanding/shipped-vectors';
import { TopicVectorsRepository } from '../understanding/topic-vectors.repository';
import { GuidanceRepository } from './guidance.repository';
import { GuidanceLibrary } from './library';

/**
 * Seeds the built-in guidance and the vectors of it that the understanding reads with (the local
 * encoder's, and the encoder server's beside them) before the coach takes its first message.
 */
@Injectable()
export class GuidanceSeeder implements OnModuleInit {
  constructor(
    private readonly guidance: GuidanceRepository,
    private readonly vectors: TopicVectorsRepository,
    private readonly understanding: MessageUnderstanding,
    @Inject(SentenceEncoders) private readonly encoders: SentenceEncoders,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.guidance.seed(GuidanceLibrary);
    const local = localEmbedder();
    await this.vectors.refresh(GuidanceLibrary, local, readShippedVectors(local.id));
    await this.vectors
      .refresh(GuidanceLibrary, this.server(), readShippedVectors(EncoderServerId))
      .catch((error: unknown) =>
        // The understanding then reads with the local encoder alone (`MessageUnderstanding`).
        this.logger.warn(
          { error: String(error) },
          "the encoder server's topic vectors are not all stored: the understanding reads with the local encoder alone",
        ),
      );
    this.understanding.forget();
  }

  /** The encoder server, for a text its shipped vectors lack (a library edited since). */
  private server(): Embedder {
    return {
      id: EncoderServerId,
      embed: async (texts) => {
        const { encoder, vectors } = await this.encoders.embed(texts);
        if (encoder !== EncoderServerId) throw new Error('the encoder server is down');
        return vectors;
      },
    };
  }
}
