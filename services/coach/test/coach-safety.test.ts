import type { ChatMessage } from '@tend/contracts';
import type { Logger } from '@tend/platform';
import { startOpenAiStub, type OpenAiStub } from '@tend/platform/testing';
import { type SignedUpCaregiver, signUp, TestStack } from '@tend/test-stack';

/**
 * Safety triage through the whole stack: the guidance a caregiver in crisis gets first, online
 * (the OpenAI-compatible stub, its moderation route included) and offline, and what the coach's
 * logs say about it.
 */

/** Everything a running process's logger writes from now on, kept instead of printed. */
function captureLogs(logger: Logger): string[] {
  const symbol = Object.getOwnPropertySymbols(logger).find((s) => s.description === 'pino.stream');
  if (!symbol) throw new Error('not a pino logger');
  const stream = (logger as unknown as Record<symbol, { write: (line: string) => boolean }>)[
    symbol
  ];
  const lines: string[] = [];
  stream.write = (line: string) => {
    lines.push(line);
    return true;
  };
  return lines;
}

/** The first line of guidance, which must carry the action. */
const firstGuidance = (content: string) =>
  content.split('\n').find((line) => line.startsWith('- ')) ?? '';

describe('coach safety', () => {
  let stack: TestStack;
  let model: OpenAiStub;
  let maria: SignedUpCaregiver;
  let chatId: string;
  let coachLogs: string[];

  const send = (content: string) =>
    stack.api<{ aiMessage: ChatMessage }>('POST', `/api/chat/conversations/${chatId}/messages`, {
      token: maria.token,
      body: { content, attachments: [] },
    });
  const startCoach = async (env: Record<string, string>) => {
    const coach = await stack.startService('coach', { LOG_LEVEL: 'trace', ...env });
    coachLogs = captureLogs(coach.logger);
  };

  beforeAll(async () => {
    model = await startOpenAiStub();
    stack = await TestStack.start(['identity', 'notifications', 'email-worker', 'care-profile']);
    await startCoach({ ...model.env, OPENAI_TIMEOUT_MS: '5000' });
    maria = await signUp(stack, 'Maria');
    const chat = await stack.api<{ id: string }>('POST', '/api/chat/conversations', {
      token: maria.token,
      body: { title: 'Tonight' },
    });
    chatId = chat.body.id;
  });
  beforeEach(() => {
    model.reply = () => ({ text: 'Here is a calm, practical idea to try.' });
    model.moderate = () => ({ flag: [] });
  });
  afterAll(async () => {
    await stack?.stop();
    await model?.stop();
  });

  describe('online', () => {
    it.each([
      ['I just cant do this anymore, I want to end it all', 'Call or text 988'],
      ['my dad collapsed and isnt responding', 'Call 911 now'],
      ['the new aide has been taking her pension checks', 'Adult Protective Services'],
      ['mom has dementia and wandered off, we cant find her', 'recent photo'],
      ['I almost lost it and shook him', 'step away'],
    ])('%j gets its guidance first, before the model’s words', async (message, action) => {
      model.reply = () => ({ text: 'MODEL-WORDS' });
      const answer = (await send(message)).body.aiMessage;
      expect(answer.emergency).toBe(true);
      expect(answer.content.startsWith('🚨')).toBe(true);
      expect(firstGuidance(answer.content)).toContain(action);
      expect(answer.content.indexOf(action)).toBeLessThan(answer.content.indexOf('MODEL-WORDS'));
      expect(String(model.requests.at(-1)?.messages[0]?.content)).toContain(action);
    });

    it('adds the guidance a moderation second opinion asks for when the rules saw nothing', async () => {
      const quiet = 'I keep giving my things away and writing letters to the grandkids';
      const withoutIt = (await send(quiet)).body.aiMessage;
      expect(withoutIt.emergency).toBe(false);
      expect(model.moderations.at(-1)?.input).toBe(quiet);

      model.moderate = (asked) =>
        asked.input === quiet ? { flag: ['self-harm', 'self-harm/intent'] } : { flag: [] };
      model.reply = () => ({ text: 'MODEL-WORDS' });
      const withIt = (await send(quiet)).body.aiMessage;
      expect(withIt.emergency).toBe(true);
      expect(firstGuidance(withIt.content)).toContain('Call or text 988');
      expect(withIt.content.indexOf('988')).toBeLessThan(withIt.content.indexOf('MODEL-WORDS'));
    });

    it('streams the second opinion’s guidance before the model’s first word', async () => {
      model.moderate = () => ({ flag: ['self-harm/intent'] });
      model.reply = () => ({ text: 'MODEL-WORDS and more' });
      const response = await fetch(
        `${stack.url}/api/chat/conversations/${chatId}/messages/stream`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${maria.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ content: 'I keep giving my things away' }),
        },
      );
      const deltas = (await response.text())
        .split('\n\n')
        .filter((block) => block.startsWith('event: delta'))
        .map((block) => (JSON.parse(block.split('\ndata: ')[1] ?? '{}') as { text: string }).text);
      expect(deltas[0]).toContain('Call or text 988');
      expect(deltas.join('').indexOf('988')).toBeLessThan(deltas.join('').indexOf('MODEL-WORDS'));
    });

    it('adds a violence warning to what the rules found, in one list', async () => {
      model.moderate = () => ({ flag: ['violence'] });
      const answer = (await send('Dad has chest pain and my brother is shouting at him')).body
        .aiMessage;
      expect(answer.content).toContain('Call 911 now');
      expect(answer.content).toContain('Adult Protective Services');
      expect(answer.content.match(/This sounds like an emergency/g)).toHaveLength(1);
    });

    it('keeps what the rules found when moderation says nothing is wrong', async () => {
      const asked = model.moderations.length;
      const answer = (await send('i wanna die')).body.aiMessage;
      expect(model.moderations.length).toBe(asked + 1);
      expect(answer.emergency).toBe(true);
      expect(firstGuidance(answer.content)).toContain('Call or text 988');
    });

    it('still shows the rules’ guidance when moderation is down', async () => {
      model.moderate = () => ({ status: 503, message: 'moderation unavailable' });
      const answer = await send('he swallowed bleach');
      expect(answer.status).toBe(200);
      expect(answer.body.aiMessage.emergency).toBe(true);
      expect(firstGuidance(answer.body.aiMessage.content)).toContain('Poison Control');
      expect(coachLogs.join('')).toContain('moderation second opinion unavailable');
    });

    it('logs the kind of crisis found, never the message or its words', async () => {
      coachLogs.length = 0;
      const message = 'Tonight I counted my sleeping pills twice and looked up the old quarry';
      model.moderate = () => ({ flag: ['self-harm/intent'] });
      expect((await send(message)).body.aiMessage.emergency).toBe(true);
      model.moderate = () => ({ status: 500, message: 'boom' });
      await send('Mom keeps saying she wants to die, Rosalind is 91');

      const logged = coachLogs.join('');
      expect(logged).toContain('"emergency":["suicide"]');
      for (const words of [message, 'sleeping pills', 'quarry', 'wants to die', 'Rosalind'])
        expect(logged.toLowerCase()).not.toContain(words.toLowerCase());
    });
  });

  describe('offline', () => {
    beforeAll(async () => {
      await stack.stopService('coach');
      await startCoach({ OPENAI_API_KEY: '' });
    });

    it.each([
      ['I just cant do this anymore, I want to end it all', 'Call or text 988'],
      ['my husband is having chest pain and is sweating', 'Call 911 now'],
      ['my brother is draining mom’s bank account', 'Adult Protective Services'],
      ['se perdió mi papá, tiene alzheimer', 'recent photo'],
    ])('%j gets its guidance first, without a model', async (message, action) => {
      const asked = model.moderations.length;
      const answer = (await send(message)).body.aiMessage;
      expect(answer).toMatchObject({ offline: true, emergency: true });
      expect(answer.content.startsWith('🚨')).toBe(true);
      expect(firstGuidance(answer.content)).toContain(action);
      expect(model.moderations.length).toBe(asked);
    });

    it('follows guidance with advice for the crisis, not for the words around it', async () => {
      const despair = (await send('I just cant do this anymore, I want to end it all')).body
        .aiMessage.content;
      const advice = despair.slice(despair.indexOf('\n\n**'));
      expect(advice).toMatch(/depress/i);
      expect(advice).not.toMatch(/hospice|last days|end of life/i);
      const lost = (await send('dad wandered off an hour ago and we cant find him')).body.aiMessage
        .content;
      expect(lost.slice(lost.indexOf('\n\n**'))).toMatch(/wander/i);
    });

    it('logs only the kind', async () => {
      coachLogs.length = 0;
      await send('I keep thinking everyone would be better off without me');
      const logged = coachLogs.join('');
      expect(logged).toContain('"emergency":["suicide"]');
      expect(logged).not.toContain('better off');
    });
  });
});
