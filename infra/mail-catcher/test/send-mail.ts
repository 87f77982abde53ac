import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { MailCatcher } from '@tend/mail-catcher';

/** Sends one message over real SMTP to the catcher, as a service would. */
export async function sendMail(catcher: Pick<MailCatcher, 'smtpPort'>, message: Mail.Options) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: catcher.smtpPort,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 2000,
    greetingTimeout: 2000,
  });
  try {
    return await transport.sendMail({ from: 'Tend <no-reply@tend.test>', ...message });
  } finally {
    transport.close();
  }
}
