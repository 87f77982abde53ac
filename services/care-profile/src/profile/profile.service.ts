import { Inject, Injectable } from '@nestjs/common';
import { OnboardingCompleted, type Profile, type SaveProfileBody } from '@tend/contracts';
import { DATABASE, Outbox, type Database } from '@tend/platform';
import { CommunicationSettingsRepository } from '../settings/communication-settings.repository';
import { applyOnboarding, toProfile } from './profile-rules';
import { ProfilesRepository, type ProfileChange } from './profiles.repository';

@Injectable()
export class ProfileService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly profiles: ProfilesRepository,
    private readonly settings: CommunicationSettingsRepository,
    private readonly outbox: Outbox,
  ) {}

  async get(userId: string): Promise<Profile> {
    return toProfile(await this.profiles.find(userId));
  }

  /** Onboarding: saves the profile; its first completion is announced. */
  async save(userId: string, body: SaveProfileBody): Promise<Profile> {
    return this.db.transaction(async (tx) => {
      const existing = await this.profiles.findForUpdate(tx, userId);
      const now = new Date();
      const { values, completedNow } = applyOnboarding(existing, body, now);
      const row = await this.profiles.saveOnboarding(tx, userId, values);
      await this.settings.ensure(tx, userId);
      if (completedNow) {
        await this.outbox.add(tx, OnboardingCompleted, {
          userId,
          ...(row.firstName ? { firstName: row.firstName } : {}),
          completedAt: now.toISOString(),
        });
      }
      return toProfile(row);
    });
  }

  /** Settings: the care coach avatar and/or the phone number, nothing else touched. */
  async update(userId: string, change: ProfileChange): Promise<Profile> {
    return toProfile(await this.db.transaction((tx) => this.profiles.update(tx, userId, change)));
  }
}
