import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { AssessmentRpc, CareProfileRpc, IdentityRpc, type UsState } from '@tend/contracts';
import { RpcClient } from '@tend/platform';
import { mentionedState } from '../guidance/states';
import type { CaregiverContext, CareRecipientContext } from '../model/system-prompt';
import { CaregiversRepository } from './caregivers.repository';
import { readSavedEligibility } from './saved-eligibility';

/** How long a "nothing there" answer stands before the coach asks again. */
const askAgainAfterMs = 10 * 60_000;
const askTimeoutMs = 1500;

/**
 * What the coach knows about a caregiver: its own copies of other services' events first; what
 * is missing (an event not yet here, or data kept only by its owner) is asked of that service,
 * briefly, and a slow or absent service only means less context, never a failed answer.
 */
@Injectable()
export class CaregiverContextReader {
  /** Caregivers whose level was asked lately: not asked again before askAgainAfterMs. */
  private readonly askedLevel = new LRUCache<string, true>({ max: 10_000, ttl: askAgainAfterMs });
  /**
   * The state of the caregiver's profile location, kept a while: care-profile owns the profile,
   * and the coach needs only its state (for state programs by name), so it asks and forgets.
   */
  private readonly states = new LRUCache<string, { state: UsState | null }>({
    max: 10_000,
    ttl: askAgainAfterMs,
  });

  constructor(
    private readonly caregivers: CaregiversRepository,
    private readonly rpc: RpcClient,
  ) {}

  async read(userId: string): Promise<CaregiverContext> {
    const row = await this.caregivers.find(userId);
    const [firstName, recipients, burdenLevel, state, saved] = await Promise.all([
      row?.firstName ?? this.askFirstName(userId),
      row?.recipientsChangedAt ? row.recipients : this.askRecipients(userId),
      row?.burdenLevel ?? this.askBurdenLevel(userId),
      this.state(userId),
      readSavedEligibility(this.rpc, userId),
    ]);
    return { firstName, recipients, burdenLevel, state, saved };
  }

  async firstName(userId: string): Promise<string | null> {
    return (await this.caregivers.find(userId))?.firstName ?? (await this.askFirstName(userId));
  }

  private async askFirstName(userId: string): Promise<string | null> {
    try {
      const user = await this.rpc.call(
        IdentityRpc.currentUser,
        { userId },
        { timeoutMs: askTimeoutMs },
      );
      await this.caregivers.setFirstName(userId, user.firstName).catch(() => undefined);
      return user.firstName;
    } catch {
      return null; // identity busy or the user unknown: 'there' will do
    }
  }

  /**
   * Care recipients normally arrive with care-profile.care-recipients.changed; asked (and kept)
   * for a caregiver the coach has not heard of yet.
   */
  private async askRecipients(userId: string): Promise<CareRecipientContext[]> {
    const askedAt = new Date();
    try {
      const listed = await this.rpc.call(
        CareProfileRpc.listRecipients,
        { userId },
        { timeoutMs: askTimeoutMs },
      );
      const recipients = listed.map(({ name, relationship, conditions }) => ({
        name,
        relationship,
        conditions,
      }));
      await this.caregivers.setRecipients(userId, recipients, askedAt).catch(() => undefined);
      return recipients;
    } catch {
      return []; // care-profile busy: the answer goes without them
    }
  }

  private async state(userId: string): Promise<UsState | null> {
    const known = this.states.get(userId);
    if (known) return known.state;
    try {
      const profile = await this.rpc.call(
        CareProfileRpc.getProfile,
        { userId },
        { timeoutMs: askTimeoutMs },
      );
      const state = (profile.location && mentionedState(profile.location)) || null;
      this.states.set(userId, { state });
      return state;
    } catch {
      return null; // no profile yet, or care-profile busy: no state this time
    }
  }

  /** The level normally arrives with assessment.completed; asked when the coach has none yet. */
  private async askBurdenLevel(userId: string): Promise<string | null> {
    if (this.askedLevel.has(userId)) return null;
    this.askedLevel.set(userId, true);
    try {
      return (
        (await this.rpc.call(AssessmentRpc.latest, { userId }, { timeoutMs: askTimeoutMs }))
          ?.level ?? null
      );
    } catch {
      return null;
    }
  }
}
