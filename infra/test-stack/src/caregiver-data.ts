import { BurdenQuestions } from '@tend/contracts';
import { eventually } from '@tend/platform/testing';
import type { SignedUpCaregiver } from './caregiver';
import type { TestStack } from './test-stack';

const now = () => new Date().toISOString();

/** What `giveDataToEveryService` stored, to look for later. */
export interface CaregiverData {
  name: string;
  recipientName: string;
  question: string;
  attachmentName: string;
}

/**
 * Gives a signed-up caregiver data in every service, through the API as the web client does:
 * profile (with an eligibility check), a care recipient, a check-in, a support request, and a
 * conversation with a message and an attached file. Needs FEATURE_ELIGIBILITY_ENABLED=true.
 */
export async function giveDataToEveryService(
  stack: TestStack,
  person: SignedUpCaregiver,
  name: string,
  recipientName = 'Pedro',
): Promise<CaregiverData> {
  const as = { token: person.token };
  const eligibility = JSON.stringify({
    relationship: 'parent',
    benefits: ['medicare'],
    age: '18_64',
    state: 'NJ',
    zipCode: '07102',
    condition: 'other',
  });
  await eventually(
    async () =>
      (
        await stack.api('GET', '/api/profile', {
          ...as,
          headers: { 'X-Eligibility-Data': eligibility },
        })
      ).status === 200,
  );
  const calls: [string, unknown, number][] = [
    [
      '/api/profile',
      {
        name,
        location: 'Trenton, NJ',
        isOnboardingComplete: true,
        agreedToTermsAt: now(),
        agreedToPrivacyAt: now(),
        consentedToDataUsageAt: now(),
      },
      200,
    ],
    [
      '/api/recipients',
      { name: recipientName, relationship: 'parent', conditions: ['dementia'] },
      201,
    ],
    [
      '/api/assessments',
      {
        responses: Object.fromEntries(
          BurdenQuestions.map((q) => [q.id, { value: q.options[2].value, comment: 'hard week' }]),
        ),
      },
      201,
    ],
    [
      '/api/support',
      { subject: `From ${name}`, category: 'general', message: `I am ${name}, ${person.email}` },
      200,
    ],
  ];
  for (const [url, body, status] of calls)
    expect((await stack.api('POST', url, { ...as, body })).status).toBe(status);

  const attachmentName = `${name.split(' ')[0]}-notes.txt`;
  const grant = await stack.api<{ uploadURL: string }>('POST', '/api/chat/upload', {
    ...as,
    body: {},
  });
  const upload = await fetch(`${stack.url}${grant.body.uploadURL}`, {
    method: 'PUT',
    headers: { 'content-type': 'text/plain' },
    body: `${recipientName} wakes at 3am.`,
  });
  expect(upload.status).toBe(200);
  const { path } = (await upload.json()) as { path: string };
  const conversation = await stack.api<{ id: string }>('POST', '/api/chat/conversations', {
    ...as,
    body: { title: `${name}'s nights` },
  });
  expect(conversation.status).toBe(200);
  const question = `I am ${name}. How can I help ${recipientName} sleep?`;
  const sent = await stack.api('POST', `/api/chat/conversations/${conversation.body.id}/messages`, {
    ...as,
    body: { content: question, attachments: [`${path}|${attachmentName}`] },
  });
  expect(sent.status).toBe(200);
  await eventually(
    async () =>
      (await stack.api<{ items?: unknown[] }>('GET', '/api/notifications', as)).body.items?.length,
  );
  return { name, recipientName, question, attachmentName };
}
