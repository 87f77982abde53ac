import { Inject, Injectable } from '@nestjs/common';
import { EmailUnsubscribed, type UnsubscribeResult } from '@tend/contracts';
import { CONFIG, DATABASE, Outbox, type Database } from '@tend/platform';
import type { CareProfileConfig } from '../care-profile.env';
import { ProfilesRepository } from '../profile/profiles.repository';
import { unsubscribeSettingsChange } from '../settings/communication-settings-rules';
import { CommunicationSettingsService } from '../settings/communication-settings.service';
import { EmailUnsubscribesRepository } from './email-unsubscribes.repository';
import { readUnsubscribeToken, unsubscribed, unsubscribeRefused } from './unsubscribe-rules';

@Injectable()
export class UnsubscribeService {
  constructor(
    @Inject(CONFIG) private readonly config: CareProfileConfig,
    @Inject(DATABASE) private readonly db: Database,
    private readonly profiles: ProfilesRepository,
    private readonly settings: CommunicationSettingsService,
    private readonly unsubscribes: EmailUnsubscribesRepository,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Uses a signed link: the address it names stops the e-mail of its scope, with or without an
   * account. A link we did not sign changes nothing; using a link again changes nothing more.
   */
  async unsubscribe(token: string): Promise<UnsubscribeResult> {
    const request = readUnsubscribeToken(this.config.UNSUBSCRIBE_SECRET, token);
    if (!request) return unsubscribeRefused;
    await this.db.transaction(async (tx) => {
      const userId = await this.profiles.findUserIdByEmail(request.email, tx);
      const first = await this.unsubscribes.add(tx, { ...request, userId });
      const { changed } = userId
        ? await this.settings.change(tx, userId, unsubscribeSettingsChange(request.scope))
        : { changed: false };
      if (first || changed) await this.outbox.add(tx, EmailUnsubscribed, { ...request, userId });
    });
    return unsubscribed(request);
  }
}
