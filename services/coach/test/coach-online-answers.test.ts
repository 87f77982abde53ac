import { eventually, startOpenAiStub, type OpenAiStub } from '@tend/platform/testing';
import { type SignedUpCaregiver, signUp, TestStack } from '@tend/test-stack';
import { askInNewChat } from './support/answers';

/**
 * The model's answer follows the offline answer's shape (issue 45, item 5): it is told the
 * library's direct answers to the question, her state's resources and her person's name, and asked
 * for the direct answer first in a phone's length; the safety opening still leads.
 */
describe('the coach tells the model what Tend’s library answers', () => {
  let stack: TestStack;
  let model: OpenAiStub;
  let rosa: SignedUpCaregiver;
  const systemPromptOf = async (content: string) => {
    await askInNewChat(stack, rosa, content);
    return String(model.requests.at(-1)?.messages[0]?.content);
  };

  beforeAll(async () => {
    model = await startOpenAiStub();
    stack = await TestStack.start(
      ['identity', 'notifications', 'email-worker', 'coach', 'care-profile'],
      { ...model.env },
    );
    rosa = await signUp(stack, 'Rosa');
    await eventually(
      () =>
        stack.call('createRecipient', {
          token: rosa.token,
          body: { name: 'Carmen', relationship: 'parent', conditions: ['diabetes'] },
        }),
      10_000,
    );
  });
  afterAll(async () => {
    await stack?.stop();
    await model?.stop();
  });

  it('gives the model the direct answer to lead with, and asks for a phone’s length', async () => {
    const prompt = await systemPromptOf('Does Medicare pay for her adult diapers?');
    expect(prompt).toMatch(/Tend's checked answers/);
    expect(prompt).toMatch(/Original Medicare does not pay for adult diapers/);
    expect(prompt).toMatch(/about 1,200 characters/);
    expect(prompt).toMatch(/their parent, Carmen, who lives with: diabetes/);
  });

  it('gives the model her state’s resource by name', async () => {
    const prompt = await systemPromptOf(
      'I live in New Jersey. Is time off work to take care of my mother paid at all?',
    );
    expect(prompt).toMatch(/Family Leave Insurance/);
  });

  it('tells the model nothing from the library when it has nothing that fits', async () => {
    const prompt = await systemPromptOf('hello');
    expect(prompt).not.toMatch(/Tend's checked answers/);
  });
});
