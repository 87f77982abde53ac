import { Inject, Injectable } from '@nestjs/common';
import { EmailTemplateName } from '../jobs';
import { DefaultLanguage, languageOrUndefined, type Language } from '@tend/contracts';
import { signUnsubscribeToken } from '@tend/contracts/node';
import { CONFIG, DATABASE, type Database } from '@tend/platform';
import type { NotificationsConfig } from '../notifications.env';
import { RecipientsRepository } from '../recipients/recipients.repository';
import { EmailDeliveriesRepository } from './email-deliveries.repository';
import { decideEmail, forgottenOnceDone, unsubscribeScopeFor } from './email-policy';
import { EmailSender, isPermanentFailure } from './email-sender';
import { deliveryMessageId } from './message-id';
import { renderEmail } from './templates/render-email';

type FinishedOutcome = Parameters<EmailDeliveriesRepository['finish']>[2];

export type DispatchOutcome = 'sent' | 'suppressed' | 'failed' | 'already-done';

/**
 * The language an e-mail is written in: the account's, as it is when the e-mail is sent; for an
 * address with no account yet, the one the delivery was asked in (a sign-up's); else English.
 */
export function emailLanguage(
  account: { language: Language } | undefined,
  data: Record<string, string>,
): Language {
  return account?.language ?? languageOrUndefined(data.language) ?? DefaultLanguage;
}

/** The delivery's transaction has not committed yet (or rolled back): try again later. */
export class DeliveryNotReady extends Error {}

/**
 * Sends one delivery at most once: the row is locked for the send, checked against the user's
 * settings, unsubscribes and bounces, and marked in the same transaction.
 */
@Injectable()
export class EmailDispatcher {
  constructor(
    @Inject(CONFIG) private readonly config: NotificationsConfig,
    @Inject(DATABASE) private readonly db: Database,
    private readonly deliveries: EmailDeliveriesRepository,
    private readonly recipients: RecipientsRepository,
    private readonly sender: EmailSender,
  ) {}

  async dispatch(dedupeKey: string): Promise<DispatchOutcome> {
    try {
      return await this.db.transaction(async (tx) => {
        const delivery = await this.deliveries.lock(tx, dedupeKey);
        if (!delivery) throw new DeliveryNotReady(`delivery ${dedupeKey} is not committed`);
        if (delivery.status !== 'queued') return 'already-done';
        // A forgotten delivery leaves no trace of its address: no record, no bounce either.
        const forgotten = forgottenOnceDone.has(EmailTemplateName.parse(delivery.template));
        const done = (outcome: FinishedOutcome) =>
          forgotten
            ? this.deliveries.forget(tx, dedupeKey)
            : this.deliveries.finish(tx, dedupeKey, outcome);
        const address = delivery.recipient;
        const preferences = delivery.userId
          ? await this.recipients.find(delivery.userId, tx)
          : await this.recipients.findByEmail(address, tx);
        const decision = decideEmail(
          delivery.category,
          preferences,
          await this.recipients.suppressedScopes(address, tx),
          await this.recipients.isBounced(address, tx),
        );
        if (!decision.send) {
          await done({ status: 'suppressed', reason: decision.reason });
          return 'suppressed';
        }
        const token = signUnsubscribeToken(
          this.config.UNSUBSCRIBE_SECRET,
          address,
          unsubscribeScopeFor(delivery.category),
        );
        const rendered = renderEmail(
          EmailTemplateName.parse(delivery.template),
          delivery.data,
          {
            publicUrl: this.config.PUBLIC_URL,
            unsubscribeUrl: `${this.config.PUBLIC_URL}/unsubscribe/${token}`,
            supportEmail: this.config.SUPPORT_EMAIL,
          },
          emailLanguage(preferences, delivery.data),
        );
        try {
          const messageId = await this.sender.send({
            ...rendered,
            to: address,
            messageId: deliveryMessageId(dedupeKey, this.sender.from),
            listUnsubscribeUrl: `${this.config.PUBLIC_URL}/api/unsubscribe/${token}`,
          });
          await done({ status: 'sent', messageId });
          return 'sent';
        } catch (error) {
          if (!isPermanentFailure(error)) throw error;
          if (!forgotten) await this.recipients.recordBounce(tx, address, (error as Error).message);
          await done({ status: 'failed', reason: (error as Error).message });
          return 'failed';
        }
      });
    } catch (error) {
      await this.deliveries
        .recordAttempt(dedupeKey, (error as Error).message)
        .catch(() => undefined);
      throw error;
    }
  }
}
