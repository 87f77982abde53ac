import { Injectable, type OnModuleInit } from '@nestjs/common';
import { GuidanceRepository } from './guidance.repository';
import { GuidanceLibrary } from './library';

/** Seeds the built-in guidance before the coach takes its first message. */
@Injectable()
export class GuidanceSeeder implements OnModuleInit {
  constructor(private readonly guidance: GuidanceRepository) {}

  async onModuleInit(): Promise<void> {
    await this.guidance.seed(GuidanceLibrary);
  }
}
