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
 * profile (with an eligibility check), a care recipient with an update in its care circle, a
 * check-in, a support request, and a conversation with a message and an attached file. Needs FEATURE_ELIGIBILITY_ENABLED=true.
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
      (await stack.callStatus('getProfile', {
        ...as,
        headers: { 'X-Eligibility-Data': eligibility },
      })) === 200,
  );
  await stack.call('saveProfile', {
    ...as,
    body: {
      name,
      location: 'Trenton, NJ',
      isOnboardingComplete: true,
      agreedToTermsAt: now(),
      agreedToPrivacyAt: now(),
      consentedToDataUsageAt: now(),
    },
  });
  const recipient = await stack.call('createRecipient', {
    ...as,
    body: { name: recipientName, relationship: 'parent', conditions: ['dementia'] },
  });
  // The recipient's care circle opens on its first call; an update written there.
  await stack.call('postUpdate', {
    ...as,
    params: { id: recipient.id },
    body: { text: `${name} here: ${recipientName} had a calm day.` },
  });
  await stack.call('submitAssessment', {
    ...as,
    body: {
      responses: Object.fromEntries(
        BurdenQuestions.map((q) => [q.id, { value: q.options[2].value, comment: 'hard week' }]),
      ),
    },
  });
  await stack.call('submitSupport', {
    ...as,
    body: {
      subject: `From ${name}`,
      category: 'general',
      message: `I am ${name}, ${person.email}`,
    },
  });

  const attachmentName = `${name.split(' ')[0]}-notes.txt`;
  const grant = await stack.call('requestUpload', as);
  const upload = await fetch(`${stack.url}${grant.uploadURL}`, {
    method: 'PUT',
    headers: { 'content-type': 'text/plain' },
    body: `${recipientName} wakes at 3am.`,
  });
  expect(upload.status).toBe(200);
  const { path } = (await upload.json()) as { path: string };
  const conversation = await stack.call('createConversation', {
    ...as,
    body: { title: `${name}'s nights` },
  });
  const question = `I am ${name}. How can I help ${recipientName} sleep?`;
  await stack.call('sendMessage', {
    ...as,
    params: { id: conversation.id },
    body: { content: question, attachments: [`${path}|${attachmentName}`] },
  });
  await eventually(async () => (await stack.call('listNotifications', as)).items.length);
  return { name, recipientName, question, attachmentName };
}
