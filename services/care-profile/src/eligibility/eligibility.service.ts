import { Injectable } from '@nestjs/common';
import type { EligibilityAnswers, EligibilityResult } from '@tend/contracts';
import { DomainError, type DbExecutor } from '@tend/platform';
import { assessEligibility, readEligibilityData } from './eligibility-data';
import { EligibilityResultsRepository } from './eligibility-results.repository';

@Injectable()
export class EligibilityService {
  constructor(private readonly results: EligibilityResultsRepository) {}

  list(userId: string): Promise<EligibilityResult[]> {
    return this.results.list(userId);
  }

  latestAnswers(userId: string): Promise<EligibilityAnswers | null> {
    return this.results.latestAnswers(userId);
  }

  /** Answers carried through sign-up (already checked against the contract), scored here. */
  async recordAtSignup(tx: DbExecutor, userId: string, answers: EligibilityAnswers): Promise<void> {
    await this.results.record(userId, assessEligibility(answers), tx);
  }

  /** Checks the answers a browser carried, scores them here, and stores the result once. */
  async record(userId: string, data: string): Promise<{ stored: boolean }> {
    const reading = readEligibilityData(data);
    if (!reading.ok) throw DomainError.badRequest(`Eligibility data ignored: ${reading.reason}`);
    return { stored: await this.results.record(userId, assessEligibility(reading.answers)) };
  }
}
