import { eventually, startOpenAiStub, type OpenAiStub } from '@tend/platform/testing';
import { type SignedUpCaregiver, signUp, TestStack } from '@tend/test-stack';

/**
 * The coach keeps its own copy of a caregiver's care recipients from care-profile's events: an
 * answer does not wait on care-profile, still knows them when care-profile is down, and follows
 * every change.
 */
describe('coach: the care recipients it knows, from care-profile events', () => {
  let stack: TestStack;
  let model: OpenAiStub;
  let maria: SignedUpCaregiver;
  let conversationId: string;

  const as = () => ({ token: maria.token });
  const systemTextOfAnswerTo = async (content: string) => {
    await stack.call('sendMessage', {
      ...as(),
      params: { id: conversationId },
      body: { content },
    });
    return String(model.requests.at(-1)?.messages[0]?.content);
  };

  beforeAll(async () => {
    model = await startOpenAiStub();
    stack = await TestStack.start(
      ['identity', 'notifications', 'email-worker', 'coach', 'care-profile'],
      {
        ...model.env,
      },
    );
    maria = await signUp(stack, 'Maria');
    conversationId = (await stack.call('createConversation', { ...as(), body: { title: 'Help' } }))
      .id;
  });
  afterAll(async () => {
    await stack?.stop();
    await model?.stop();
  });

  it('answers with the recipients while care-profile is down, and follows a change', async () => {
    const rosa = await eventually(
      () =>
        stack.call('createRecipient', {
          ...as(),
          body: { name: 'Rosa', relationship: 'spouse', conditions: ['heart_conditions'] },
        }),
      10_000,
    );
    // Once the coach has the change, care-profile is not needed for an answer.
    const coachHasIt = async (text: RegExp) => {
      const prompt = await systemTextOfAnswerTo('How can I help her walk again?');
      return text.test(prompt) ? prompt : undefined;
    };
    await eventually(
      () => coachHasIt(/care for their spouse, Rosa, who lives with: heart conditions/),
      10_000,
    );
    await stack.stopService('care-profile');
    expect(await systemTextOfAnswerTo('And at night?')).toMatch(
      /care for their spouse, Rosa, who lives with: heart conditions/,
    );

    await stack.startService('care-profile');
    const changed = await eventually(async () => {
      await stack.call('updateRecipient', {
        ...as(),
        params: { id: rosa.id },
        body: {
          name: 'Rosa',
          relationship: 'spouse',
          conditions: ['heart_conditions', 'diabetes'],
        },
      });
      return true;
    }, 10_000);
    expect(changed).toBe(true);
    await eventually(() => coachHasIt(/who lives with: heart conditions, diabetes/), 10_000);

    await stack.call('deleteRecipient', { ...as(), params: { id: rosa.id } });
    const after = await eventually(async () => {
      const prompt = await systemTextOfAnswerTo('Any tips for me?');
      return /spouse/.test(prompt) ? undefined : prompt;
    }, 10_000);
    expect(after).not.toMatch(/heart conditions/);
  });
});
