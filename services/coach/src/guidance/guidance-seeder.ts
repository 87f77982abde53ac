import { Injectable, type OnModuleInit } from '@nestjs/common';
import { localEmbedder } from '../embedding/local-embedder';
import { MessageUnderstanding } from '../understanding/message-understanding';
import { readShippedVectors } from '../understanding/shipped-vectors';
import { TopicVectorsRepository } from '../understanding/topic-vectors.repository';
import { GuidanceRepository } from './guidance.repository';
import { GuidanceLibrary } from './library';

/**
 * Seeds the built-in guidance and the vectors of it that the understanding reads with
 * (`ReadsWith.understanding`) before the coach takes its first message.
 */
@Injectable()
export class GuidanceSeeder implements OnModuleInit {
  constructor(
    private readonly guidance: GuidanceRepository,
    private readonly vectors: TopicVectorsRepository,
    private readonly understanding: MessageUnderstanding,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.guidance.seed(GuidanceLibrary);
    const embedder = localEmbedder();
    await this.vectors.refresh(GuidanceLibrary, embedder, readShippedVectors(embedder.id));
    this.understanding.forget();
  }
}
