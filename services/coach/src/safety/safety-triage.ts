import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, type Logger } from '@tend/platform';
import { ModelClient } from '../model/model-client';
import type { EmergencyKind } from './kinds';
import { kindsFromModeration, withSecondOpinion } from './second-opinion';
import { triage } from './triage';

/** Long enough for a moderation answer, short enough that the model's own reads outlast it. */
export const ModerationTimeoutMs = 3000;

export interface SafetyAssessment {
  /** What the rules found, at once. */
  rules: EmergencyKind[];
  /** The rules' kinds plus the moderation second opinion's (just the rules offline or on failure). Never rejects. */
  checked: Promise<EmergencyKind[]>;
}

/**
 * The safety layer: the rules first, then (with a model configured) the moderation endpoint as a
 * second opinion that runs beside the other work. Logs say which kinds were found and by what,
 * never the message or any of its words.
 */
@Injectable()
export class SafetyTriage {
  constructor(
    private readonly model: ModelClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  assess(text: string): SafetyAssessment {
    const rules = triage(text);
    if (rules.length > 0) this.logger.info({ emergency: rules, by: 'rules' }, 'emergency guidance');
    if (this.model.offline) return { rules, checked: Promise.resolve(rules) };
    return { rules, checked: this.secondOpinion(text, rules) };
  }

  private async secondOpinion(text: string, rules: EmergencyKind[]): Promise<EmergencyKind[]> {
    const verdict = await this.model.moderate(text, ModerationTimeoutMs);
    if ('failure' in verdict) {
      this.logger.warn(
        { failure: verdict.failure },
        'moderation second opinion unavailable; the rules stand',
      );
      return rules;
    }
    const added = kindsFromModeration(verdict.flagged).filter((kind) => !rules.includes(kind));
    if (added.length > 0)
      this.logger.info({ emergency: added, by: 'moderation' }, 'emergency guidance');
    return withSecondOpinion(rules, added);
  }
}
