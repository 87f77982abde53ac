import type { Logger } from '@tend/platform';
import { startOpenAiStub, type OpenAiStub } from '@tend/platform/testing';
import { type SignedUpCaregiver, signUp, TestStack } from '@tend/test-stack';
import { EmergencyHeading, EmergencyHeadings } from '../src/safety/emergency-guidance';
import { firstGuidance } from './support/answers';

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

/** A structured judgement as the model writes it. */
const judged = (judgement: { kind?: string; level?: string; reason?: string }) => ({
  text: JSON.stringify({ kind: 'none', level: 'none', reason: '', ...judgement }),
});

/** Said of the caregiver's own low mood, with no plan: a concern, not an emergency. */
const ConcernMessage =
  "some days I think they'd all be better off without me. I'd never do anything, I'm just so tired. how do I get a break?";

describe('coach safety', () => {
  let stack: TestStack;
  let model: OpenAiStub;
  let maria: SignedUpCaregiver;
  let chatId: string;
  let coachLogs: string[];
  let coachMetrics: string;

  const send = (content: string) =>
    stack.call('sendMessage', {
      token: maria.token,
      params: { id: chatId },
      body: { content, attachments: [] },
    });
  const startCoach = async (env: Record<string, string>) => {
    const coach = await stack.startService('coach', { LOG_LEVEL: 'trace', ...env });
    coachLogs = captureLogs(coach.logger);
    coachMetrics = `${coach.healthUrl}/metrics`;
  };

  beforeAll(async () => {
    model = await startOpenAiStub();
    stack = await TestStack.start(['identity', 'notifications', 'email-worker', 'care-profile']);
    await startCoach({ ...model.env, OPENAI_TIMEOUT_MS: '5000' });
    maria = await signUp(stack, 'Maria');
    const chat = await stack.call('createConversation', {
      token: maria.token,
      body: { title: 'Tonight' },
    });
    chatId = chat.id;
  });
  beforeEach(() => {
    model.reply = () => ({ text: 'Here is a calm, practical idea to try.' });
    model.moderate = () => ({ flag: [] });
    model.judge = () => judged({});
  });
  afterAll(async () => {
    await stack?.stop();
    await model?.stop();
  });

  describe('online', () => {
    it.each([
      ['I just cant do this anymore, I want to end it all', 'Call or text 988'],
      ['my dad collapsed and isnt responding', 'Call 911 now'],
      ['mom has dementia and wandered off, we cant find her', 'Call 911 now'],
      ['he swallowed bleach', 'Poison Control'],
    ])(
      '%j gets its emergency guidance first, before the model’s words',
      async (message, action) => {
        model.reply = () => ({ text: 'MODEL-WORDS' });
        const answer = (await send(message)).aiMessage;
        expect(answer.emergency).toBe(true);
        expect(answer.content.startsWith(EmergencyHeading)).toBe(true);
        expect(firstGuidance(answer.content)).toContain(action);
        expect(answer.content.indexOf(action)).toBeLessThan(answer.content.indexOf('MODEL-WORDS'));
        expect(String(model.requests.at(-1)?.messages[0]?.content)).toContain(action);
      },
    );

    it('raises a level the rules missed when the model’s judgement asks for it', async () => {
      const quiet = 'I keep giving my things away and writing letters to the grandkids';
      const withoutIt = (await send(quiet)).aiMessage;
      expect(withoutIt.emergency).toBe(false);
      expect(model.judgements.at(-1)?.messages.at(-1)?.content).toBe(quiet);

      model.judge = (asked) =>
        judged(
          asked.messages.at(-1)?.content === quiet ? { kind: 'suicide', level: 'emergency' } : {},
        );
      model.reply = () => ({ text: 'MODEL-WORDS' });
      const withIt = (await send(quiet)).aiMessage;
      expect(withIt.emergency).toBe(true);
      expect(firstGuidance(withIt.content)).toContain('Call or text 988');
      expect(withIt.content.indexOf('988')).toBeLessThan(withIt.content.indexOf('MODEL-WORDS'));
    });

    it('opens a concern with the direct question and its line, then answers the question', async () => {
      model.judge = () => judged({ kind: 'caregiver_endangered', level: 'concern' });
      model.reply = () => ({ text: 'MODEL-WORDS about calming an agitated parent.' });
      const answer = (await send('how do I calm dad down in the evenings')).aiMessage;
      expect(answer.emergency).toBe(false);
      expect(answer.content.startsWith('Your safety matters')).toBe(true);
      expect(answer.content).toContain('**Are you safe right now?**');
      expect(answer.content).toContain('1-800-799-7233');
      expect(answer.content.indexOf('Are you safe')).toBeLessThan(
        answer.content.indexOf('MODEL-WORDS'),
      );
    });

    it('cannot lower a level: a judgement of no risk leaves an emergency an emergency', async () => {
      model.judge = () => judged({ kind: 'none', level: 'none' });
      model.moderate = () => ({ flag: [] });
      const answer = (await send('dad is not breathing and his lips are blue')).aiMessage;
      expect(answer.emergency).toBe(true);
      expect(firstGuidance(answer.content)).toContain('Call 911 now');
    });

    it('streams a raised level’s guidance before the model’s first word', async () => {
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
      expect(deltas.join('')).toContain('Call or text 988');
      expect(deltas.join('').indexOf('988')).toBeLessThan(deltas.join('').indexOf('MODEL-WORDS'));
    });

    it('still shows the offline layers’ guidance when moderation and the judgement are down', async () => {
      model.moderate = () => ({ status: 503, message: 'moderation unavailable' });
      model.judge = () => ({ status: 500, message: 'boom' });
      const answer = await send('he swallowed bleach');
      expect(answer.aiMessage.emergency).toBe(true);
      expect(firstGuidance(answer.aiMessage.content)).toContain('Poison Control');
      expect(coachLogs.join('')).toContain('moderation second opinion unavailable');
      expect(coachLogs.join('')).toContain('model risk judgement unavailable');
    });

    it('logs the kind and level of crisis found, never the message or its words', async () => {
      coachLogs.length = 0;
      const message = 'Tonight I counted my sleeping pills twice and looked up the old quarry';
      model.judge = () =>
        judged({ kind: 'suicide', level: 'emergency', reason: 'pills and a place' });
      expect((await send(message)).aiMessage.emergency).toBe(true);
      model.moderate = () => ({ status: 500, message: 'boom' });
      await send('Mom keeps saying she wants to die, Rosalind is 91');

      const logged = coachLogs.join('');
      expect(logged).toContain('"suicide:emergency"');
      expect(logged).toMatch(/"recipient_suicide:(?:concern|emergency)"/);
      for (const words of [
        message,
        'sleeping pills',
        'quarry',
        'wants to die',
        'Rosalind',
        'pills and a place',
      ])
        expect(logged.toLowerCase()).not.toContain(words.toLowerCase());
    });
  });

  describe('offline', () => {
    beforeAll(async () => {
      await stack.stopService('coach');
      await startCoach({ OPENAI_API_KEY: '' });
    });

    it.each([
      ['I just cant do this anymore, I want to end it all', 'Call or text 988', 'en'],
      ['my husband is having chest pain and is sweating', 'Call 911 now', 'en'],
      ['se perdió mi papá, tiene alzheimer, no lo encontramos', 'Llame al 911 ahora', 'es'],
      ['ya no aguanto más, quiero quitarme la vida', 'Llame o envíe un texto al 988', 'es'],
      [
        'Dad is banging on the bathroom door yelling he will break my neck, I locked myself in',
        'call 911',
        'en',
      ],
    ] as const)(
      '%j gets its emergency guidance first, without a model',
      async (message, action, language) => {
        const asked = model.moderations.length;
        const answer = (await send(message)).aiMessage;
        expect(answer).toMatchObject({ offline: true, emergency: true });
        expect(answer.content.startsWith(EmergencyHeadings[language])).toBe(true);
        expect(firstGuidance(answer.content)).toContain(action);
        expect(model.moderations.length).toBe(asked);
      },
    );

    it('answers a fall last month with fall prevention, and no 911 lead', async () => {
      const answer = (
        await send(
          'Mom fell in the bathroom last month. She is ok now. How do I stop the next fall?',
        )
      ).aiMessage;
      expect(answer.emergency).toBe(false);
      expect(answer.content).not.toContain('Call 911 now');
      expect(answer.content.slice(0, 400)).toMatch(/fall/i);
      expect(answer.content).toMatch(/grab bars/i);
    });

    it('opens a concern with the direct question and then answers the question', async () => {
      const answer = (await send(ConcernMessage)).aiMessage;
      expect(answer.emergency).toBe(false);
      expect(answer.content.split('\n\n')[0]).toContain(
        '**Are you thinking about ending your life?**',
      );
      expect(answer.content.split('\n\n')[0]).toContain('988');
      expect(answer.content.split('\n\n').length).toBeGreaterThan(2);
    });

    it('follows guidance with advice for the crisis, not for the words around it', async () => {
      const despair = (await send('I just cant do this anymore, I want to end it all')).aiMessage
        .content;
      const advice = despair.slice(despair.indexOf('\n\n**'));
      expect(advice).toMatch(/depress/i);
      expect(advice).not.toMatch(/hospice|last days|end of life/i);
      const lost = (await send('dad wandered off an hour ago and we cant find him')).aiMessage
        .content;
      expect(lost.slice(lost.indexOf('\n\n**'))).toMatch(/wander/i);
    });

    it('logs and counts only the kind and level', async () => {
      coachLogs.length = 0;
      await send('I keep thinking everyone would be better off without me');
      const logged = coachLogs.join('');
      expect(logged).toMatch(/"suicide:(?:concern|emergency)"/);
      expect(logged).not.toContain('better off');
      const metrics = await (await fetch(coachMetrics)).text();
      expect(metrics).toMatch(
        /tend_coach_safety_findings_total\{[^}]*kind="suicide",level="(?:concern|emergency)",by="offline"[^}]*\} [1-9]/,
      );
      expect(metrics).not.toContain('better off');
    });
  });
});
