import { LanguageCodes, type Language } from '@tend/contracts';
import { AccountNotices } from '../../inbox/account-notices';
import type { LocalizedNotice } from '../../inbox/localized-notice';
import { noticeInEveryLanguage } from '../../inbox/localized-notice';
import { checkInResultNotice, checkInReminderNotice } from '../../check-in/check-in-notices';
import { crawlNotice } from '../../activity/activity-messages';
import {
  circleClosedNotice,
  taskReminderNotice,
  updatePostedNotice,
  updatesDigestNotice,
} from '../../circle/circle-messages';
import { checkInTips } from '../../reminders/check-in-tips';
import { EmailTemplateName } from '../../jobs';
import { layoutWords, type EmailBody } from './layout';
import { emailTemplates, renderEmail, staffTemplates } from './render-email';

const links = {
  publicUrl: 'https://tend.example',
  unsubscribeUrl: 'https://tend.example/unsubscribe/t',
  supportEmail: 'help@tend.example',
};

/** Every field any template reads, each a value no template writes itself. */
const data: Record<string, string> = {
  firstName: 'Rosa',
  verificationUrl: 'https://tend.example/signup?token=v',
  signInUrl: 'https://tend.example/login',
  resetUrl: 'https://tend.example/reset-password?token=r',
  confirmUrl: 'https://tend.example/confirm-email?token=c',
  acceptUrl: 'https://tend.example/circle-invitations/a',
  newEmail: 'rosa.new@example.net',
  subject: 'Mi mamá',
  message: 'Texto de la persona',
  category: 'Account',
  from: 'Rosa <rosa@example.com>',
  title: 'Título del aviso',
  body: 'Cuerpo del aviso',
  browser: 'Chrome',
  device: 'Android',
  inviterName: 'Ana',
  recipientName: 'Papá',
  role: 'helper',
  path: '/circles/x',
  how: 'reset',
  stateName: 'Nueva Jersey',
  bandLabel: 'Es muy probable que califique',
  score: '90',
  resultsQuery: 'r=parent&b=medicaid&a=65_plus&s=NJ&z=07102&c=dementia',
};

/** Words a Spanish reader reads as they are: names. Kept short on purpose. */
const sameInBothLanguages = new Set<string>(['Tend']);

/** The texts a person reads in an e-mail: its subject, paragraphs and button. */
function textsOf(body: EmailBody): string[] {
  return [body.subject, ...body.paragraphs, ...(body.action ? [body.action.label] : [])];
}

/** A text the template wrote (not a value it was given, which is in the reader's language already). */
const written = (text: string) => !Object.values(data).includes(text);

function expectTranslated(english: string[], spanish: string[]) {
  for (const text of spanish.filter(written)) {
    expect(text.trim()).not.toBe('');
    if (!sameInBothLanguages.has(text)) expect(english).not.toContain(text);
  }
}

describe('every e-mail in English and Spanish', () => {
  const customerTemplates = EmailTemplateName.options.filter((name) => !staffTemplates.has(name));

  it.each(EmailTemplateName.options)('%s has words in every language', (name) => {
    for (const language of LanguageCodes)
      expect(typeof emailTemplates[name][language]).toBe('function');
  });

  it.each(customerTemplates)('%s says in Spanish nothing it says in English', (name) => {
    const english = textsOf(emailTemplates[name].en(data, links));
    expectTranslated(english, textsOf(emailTemplates[name]['es-US'](data, links)));
  });

  it('frames every e-mail in its language', () => {
    const english = Object.values(layoutWords.en);
    expectTranslated(english, Object.values(layoutWords['es-US']));
    const email = renderEmail('password-reset', data, links, 'es-US');
    expect(email.subject).toBe('Cambie su contraseña de Tend');
    expect(email.html).toContain('<html lang="es-US">');
    expect(email.text).toContain('Hola, Rosa:');
    expect(email.text).toContain(
      'Elegir una contraseña nueva: https://tend.example/reset-password?token=r',
    );
    expect(email.text).toContain('El equipo de Tend');
    expect(email.text).not.toContain('The Tend team');
  });

  it('keeps the English when no language is given', () => {
    const email = renderEmail('verification', data, links);
    expect(email.subject).toBe('Confirm your email to finish joining Tend');
    expect(email.html).toContain('<html lang="en">');
  });
});

describe('every in-app notice in English and Spanish', () => {
  const reminder = {
    when: 'day-before' as const,
    title: 'Llevar a papá al médico',
    recipientName: 'Papá',
    startsAt: '2026-12-10T15:30:00.000Z',
    timeZone: 'America/Chicago',
    place: 'Clínica',
  };
  const notices: [string, LocalizedNotice][] = [
    ['welcome', AccountNotices.welcome('Rosa')],
    ['profile set up', AccountNotices.profileSetUp],
    ['data export ready', AccountNotices.dataExportReady],
    ['assessment reminder', AccountNotices.assessmentReminder],
    ['check-in result', noticeInEveryLanguage((l) => checkInResultNotice(30, 'Mild', l))],
    ['high check-in result', noticeInEveryLanguage((l) => checkInResultNotice(80, 'High', l))],
    [
      'check-in reminder',
      noticeInEveryLanguage((l) => checkInReminderNotice({ score: 80, level: 'High' }, l)),
    ],
    ['update posted', noticeInEveryLanguage((l) => updatePostedNotice('Ana', 'Papá', l))],
    [
      'digest',
      noticeInEveryLanguage((l) => updatesDigestNotice('Papá', ['Ana', 'Luis', 'Eva'], 3, l)),
    ],
    ['circle closed', noticeInEveryLanguage((l) => circleClosedNotice('Papá', l))],
    ['task reminder', noticeInEveryLanguage((l) => taskReminderNotice(reminder, l))],
    [
      'crawl failed',
      noticeInEveryLanguage((l) =>
        crawlNotice(
          'CDC',
          'failed',
          { urlsProcessed: 3, urlsSucceeded: 2, documentsPublished: 1 },
          null,
          l,
        ),
      ),
    ],
    ...checkInTips.map((tip, week): [string, LocalizedNotice] => [
      `tip ${week}`,
      {
        type: 'reminder',
        words: {
          en: { title: tip.en.title, message: tip.en.body },
          'es-US': { title: tip['es-US'].title, message: tip['es-US'].body },
        },
      },
    ]),
  ];
  const texts = (notice: LocalizedNotice, language: Language) => [
    notice.words[language].title,
    notice.words[language].message,
  ];

  it.each(notices)('%s says in Spanish nothing it says in English', (_name, notice) => {
    expectTranslated(texts(notice, 'en'), texts(notice, 'es-US'));
  });

  it('writes a task’s moment the way a Spanish reader reads it', () => {
    expect(taskReminderNotice(reminder, 'es-US').message).toBe(
      'Usted tiene “Llevar a papá al médico” para Papá el jueves, 10 de diciembre a las 9:30 a.m. CST en Clínica.',
    );
  });
});
