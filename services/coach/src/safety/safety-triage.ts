import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { LOGGER, PlatformMetrics, type Logger } from '@tend/platform';
import { Counter } from 'prom-client';
import { ModelClient } from '../model/model-client';
import { EncoderServerId } from '../embedding/encoder-server';
import { closeLocalEmbedder, localEmbedder, LocalEncoderId } from '../embedding/local-embedder';
import { SentenceEncoders, type SentenceEncoding } from '../embedding/sentence-encoders';
import { mergeFindings, type SafetyFinding } from './kinds';
import { findingsOfJudgement, judgementPrompt, JudgementSchema } from './model-judgement';
import { ScoredTriage } from './scored-triage';
import { safetyModel } from './scoring/model-file';
import { findingsOfModeration } from './second-opinion';
import { readRules } from './triage';

/** Long enough for a second opinion, short enough that no answer is held up longer. */
export const ModerationTimeoutMs = 3000;

export interface SafetyAssessment {
  /** The offline layers' decision: the rules' floor and the scored model. Never rejects. */
  found: Promise<SafetyFinding[]>;
  /** `found` raised by the model's second opinions (with a model configured). Never rejects. */
  checked: Promise<SafetyFinding[]>;
}

const summary = (findings: readonly SafetyFinding[]) => findings.map((f) => `${f.kind}:${f.level}`);

/**
 * The safety net: the rules, a local sentence-embedding model and the trained scorer decide at
 * once; with a model configured, its moderation endpoint and its own risk judgement run beside
 * the other work and may raise a level, never lower one. Logs carry kinds and levels only, never
 * the message or any of its words.
 */
@Injectable()
export class SafetyTriage implements OnModuleInit, OnModuleDestroy {
  private readonly scored: ScoredTriage;
  private readonly found: Counter<'kind' | 'level' | 'by'>;

  constructor(
    @Inject(SentenceEncoders) encoders: SentenceEncoding,
    private readonly model: ModelClient,
    @Inject(LOGGER) private readonly logger: Logger,
    metrics: PlatformMetrics,
  ) {
    this.scored = new ScoredTriage(encoders, [
      safetyModel(EncoderServerId),
      safetyModel(LocalEncoderId),
    ]);
    this.found = new Counter({
      name: 'tend_coach_safety_findings_total',
      help: 'Crises the safety net found, by kind, level and layer (offline, or raised by the model)',
      labelNames: ['kind', 'level', 'by'],
      registers: [metrics.registry],
    });
  }

  /** The local encoder (the fallback) loads at start, not on a caregiver's first message. */
  async onModuleInit(): Promise<void> {
    await localEmbedder().warm();
  }

  /** The coach is stopping: so do the encoder's threads. */
  async onModuleDestroy(): Promise<void> {
    await closeLocalEmbedder();
  }

  assess(text: string): SafetyAssessment {
    const found = this.offlineLayers(text);
    if (this.model.offline) return { found, checked: found };
    return { found, checked: this.secondOpinions(text, found) };
  }

  private async offlineLayers(text: string): Promise<SafetyFinding[]> {
    let findings: SafetyFinding[];
    try {
      findings = await this.scored.assess(text);
    } catch (error) {
      // Erring toward help: without the scorer, every kind a rule heard is an emergency.
      this.logger.error({ err: String(error) }, 'safety scorer failed; the rules decide alone');
      findings = readRules(text).kinds.map((kind) => ({ kind, level: 'emergency' }));
    }
    if (findings.length > 0)
      this.logger.info({ safety: summary(findings), by: 'offline' }, 'safety guidance');
    for (const { kind, level } of findings) this.found.inc({ kind, level, by: 'offline' });
    return findings;
  }

  private async secondOpinions(
    text: string,
    found: Promise<SafetyFinding[]>,
  ): Promise<SafetyFinding[]> {
    const [offline, moderation, judgement] = await Promise.all([
      found,
      this.model.moderate(text, ModerationTimeoutMs),
      this.model.structured(judgementPrompt(text), JudgementSchema, ModerationTimeoutMs),
    ]);
    const raised: SafetyFinding[] = [];
    if ('failure' in moderation)
      this.logger.warn({ failure: moderation.failure }, 'moderation second opinion unavailable');
    else raised.push(...findingsOfModeration(moderation.flagged));
    if ('failure' in judgement)
      this.logger.warn({ failure: judgement.failure }, 'model risk judgement unavailable');
    else raised.push(...findingsOfJudgement(judgement.json));
    const checked = mergeFindings(offline, raised);
    const added = checked.filter(
      (f) => !offline.some((o) => o.kind === f.kind && o.level === f.level),
    );
    if (added.length > 0)
      this.logger.info({ safety: summary(checked), by: 'model' }, 'safety guidance raised');
    for (const { kind, level } of added) this.found.inc({ kind, level, by: 'model' });
    return checked;
  }
}
