import { Inject, Injectable } from '@nestjs/common';
import type { CrisisReferrals, CrisisReferralsQuery } from '@tend/contracts';
import { LOGGER, type Logger } from '@tend/platform';
import { CrisisReferralsRepository } from './crisis-referrals.repository';
import { countsOf, type Referral } from './referral-counts';

/**
 * Counts the crisis referrals of the coach's answers for the yearly report (California SB 243):
 * by month, kind and level only. Nothing of the message or of who sent it is passed in or kept.
 */
@Injectable()
export class CrisisReferralsService {
  constructor(
    private readonly repository: CrisisReferralsRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Counts one answer's referrals in the month of `at`. Never rejects: a count that cannot be
   * written is logged (its kinds and levels only) and the answer goes on without it.
   */
  async record(referrals: readonly Referral[], at: Date): Promise<void> {
    const counts = countsOf(referrals, at);
    if (counts.length === 0) return;
    try {
      await this.repository.add(counts);
    } catch (error) {
      this.logger.warn(
        {
          err: error instanceof Error ? error.message : String(error),
          referrals: counts.map(({ kind, level }) => `${kind}/${level}`),
        },
        'crisis referral not counted',
      );
    }
  }

  async list(query: CrisisReferralsQuery): Promise<CrisisReferrals> {
    return { referrals: await this.repository.list(query.from, query.to) };
  }
}
