import nodemailer, { type Transporter } from 'nodemailer';
import type { RenderedEmail } from './templates/layout';

export interface OutgoingEmail extends RenderedEmail {
  to: string;
  /** The same for every attempt at one delivery (see deliveryMessageId). */
  messageId: string;
  /** One-click unsubscribe (RFC 8058) for mail clients. */
  listUnsubscribeUrl: string;
}

/** SMTP errors that mean "this address will never work": recorded, not retried forever. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 550 && code <= 554;
}

export class EmailSender {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as nodemailer.TransportOptions);
  }

  async send(email: OutgoingEmail): Promise<string> {
    const info = (await this.transport.sendMail({
      messageId: email.messageId,
      from: this.from,
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: {
        'List-Unsubscribe': `<${email.listUnsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    })) as { messageId: string };
    return info.messageId;
  }

  close(): void {
    this.transport.close();
  }
}
