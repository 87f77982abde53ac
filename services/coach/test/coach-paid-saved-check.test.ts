import { randomUUID } from 'node:crypto';
import { programsFor, type EligibilityAnswers } from '@tend/contracts';
import { eventually } from '@tend/platform/testing';
import { signUp, TestStack, type SignedUpCaregiver } from '@tend/test-stack';

const texasSpouse: EligibilityAnswers = {
  relationship: 'spouse',
  benefits: ['medicaid', 'medicare'],
  age: '65_plus',
  state: 'TX',
  zipCode: '77002',
  condition: 'physical_disability',
};

/**
 * Issue 49: the coach's answer about being paid rests on her saved eligibility check, as her
 * results and Home do: a Texas wife is told no Texas Medicaid program pays a spouse, and is sent
 * to the one to ask about, never to a program that excludes spouses.
 */
describe('coach: being paid, from her saved eligibility check (offline, real stack)', () => {
  let stack: TestStack;
  let wife: SignedUpCaregiver;
  const ask = async (content: string) => {
    const chat = await stack.call('createConversation', {
      token: wife.token,
      body: { title: 'Paid care' },
    });
    const sent = await stack.call('sendMessage', {
      token: wife.token,
      params: { id: chat.id },
      body: { content },
    });
    return sent.aiMessage.content;
  };

  beforeAll(async () => {
    stack = await TestStack.start(
      ['identity', 'notifications', 'email-worker', 'care-profile', 'coach'],
      {
        OPENAI_API_KEY: '',
        FEATURE_ELIGIBILITY_ENABLED: 'true',
        UPLOAD_ENCRYPTION_KEY: randomUUID() + randomUUID(),
      },
    );
    wife = await signUp(stack, 'Lupe', 'Garza', { eligibility: texasSpouse });
    await eventually(
      async () =>
        (await stack.call('latestEligibilityAnswers', { token: wife.token })).answers !== null,
      15_000,
      'her answers to reach care-profile',
    );
  }, 120_000);
  afterAll(async () => stack?.stop());

  it('tells a Texas spouse no Medicaid program pays a spouse, and names the one to ask about', async () => {
    const answer = await ask('Can I get paid to take care of my husband?');
    expect(answer).toContain('**Being paid to care in Texas**');
    expect(answer).toContain('From your [eligibility check](/eligibility)');
    expect(answer).toContain('Texas’s Medicaid personal-care programs do not pay a spouse');
    expect(answer).toContain('Family Care (FC)');
    for (const program of programsFor('TX').filter((p) => p.payees.spouse.value === 'no'))
      expect(answer).not.toContain(program.name);
  }, 60_000);

  it('answers about someone else without her check', async () => {
    const answer = await ask('Can my neighbor get paid to care for her mom in Ohio?');
    expect(answer).not.toContain('From your [eligibility check]');
  }, 60_000);
});
