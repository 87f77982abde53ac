import { randomUUID } from 'node:crypto';
import { splitAtFold } from '@tend/contracts';
import { eventually } from '@tend/platform/testing';
import { type SignedUpCaregiver, signUp, TestStack } from '@tend/test-stack';
import { askInNewChat, directAnswerOf, leadTitle } from './support/answers';

/**
 * Answers a tired caregiver can use on a phone (issue 45), through the whole stack offline with
 * the encoder server `npm test` runs: the direct answer first, under its own question; her state's
 * resource by name; a further request answered briefly; one list of sources.
 */
describe('the offline coach answers the question asked, first', () => {
  let stack: TestStack;
  let ana: SignedUpCaregiver;
  const ask = (content: string) => askInNewChat(stack, ana, content);

  beforeAll(async () => {
    stack = await TestStack.start(
      ['identity', 'notifications', 'email-worker', 'care-profile', 'coach'],
      {
        OPENAI_API_KEY: '',
        UPLOAD_ENCRYPTION_KEY: randomUUID() + randomUUID(),
      },
    );
    ana = await signUp(stack, 'Ana');
  });
  afterAll(async () => stack?.stop());

  it('leads "Does Medicare pay for her adult diapers?" with a short no, and where Medicaid may', async () => {
    const answer = await ask('Does Medicare pay for her adult diapers?');
    const direct = directAnswerOf(answer);
    expect(answer.content.startsWith(direct?.paragraph ?? '—')).toBe(true);
    expect(direct?.paragraph.length).toBeLessThan(400);
    expect(direct?.answer).toMatch(/^No\b/);
    expect(direct?.answer).toMatch(/Medicaid/);
  });

  it('says back the feeling she names in one sentence, then the direct answer', async () => {
    const answer = await ask(
      'Estoy muy preocupada por los gastos. ¿Medicare paga los pañales de adulto de mi mamá?',
    );
    const direct = directAnswerOf(answer);
    expect(
      answer.content.startsWith(`Es comprensible que esto le preocupe.\n\n${direct?.paragraph}`),
    ).toBe(true);
    expect(direct?.answer).toMatch(/^No\b/);
  });

  it('says back what she tells before the direct answer, and speaks of her person as "him"', async () => {
    const answer = await ask(
      "He's having his hip pinned tomorrow. Last time he was admitted he got so confused he pulled out his IV. Can I stay with him overnight?",
    );
    const direct = directAnswerOf(answer);
    const [said, answered] = answer.content.split('\n\n');
    expect(said).not.toMatch(/\*\*/);
    expect(said?.length).toBeGreaterThan(20);
    expect(answered).toBe(direct?.paragraph);
    expect(direct?.question).toMatch(/\bhim\b/);
    expect(direct?.question).not.toMatch(/\b(mom|mother|her)\b/i);
  });

  it('answers the same in Spanish, in Spanish', async () => {
    const direct = directAnswerOf(await ask('¿Medicare paga los pañales de adulto de mi mamá?'));
    expect(direct?.answer).toMatch(/^No\b/);
    expect(direct?.answer).toMatch(/Medicaid/);
    expect(direct?.question).toMatch(/¿/);
  });

  it('names New Jersey’s Family Leave Insurance when a New Jersey caregiver asks if leave is paid', async () => {
    const answer = await ask(
      'I live in New Jersey. Is time off work to take care of my mother paid at all?',
    );
    expect(answer.content).toContain('**In New Jersey**');
    expect(answer.content).toMatch(/Family Leave Insurance/);
  });

  it('names the state where her person lives, by a city, not her own', async () => {
    const answer = await ask(
      'I live in New Jersey and my aunt in Reno needs help at home. Does Medicaid pay for an aide there?',
    );
    expect(answer.content).toContain('**In Nevada**');
    expect(answer.content).not.toContain('**In New Jersey**');
  });

  it('sends a Texas spouse asking about pay to the programs that can pay a spouse', async () => {
    const answer = await ask('I live in Texas. Can I get paid for taking care of my husband?');
    expect(answer.content).toMatch(
      /In Texas, these can pay a spouse: \*\*Program of Comprehensive Assistance for Family Caregivers/,
    );
    const programs = answer.content.split('\n\n').find((p) => p.startsWith('In Texas, these'));
    expect(programs).toMatch(/other Texas programs do not pay a spouse/);
    // Texas's Medicaid programs pay other relatives, never a spouse: none is offered to her.
    expect(programs).not.toMatch(/STAR\+PLUS|Community First Choice|Primary Home Care/);
  });

  it('answers each part of a three-part message, each briefly', async () => {
    const answer = await ask(
      'My dad keeps falling at night. Also he refuses to shower. And how do I get a break, I am exhausted?',
    );
    const { first } = splitAtFold(answer.content);
    // Each request under its own title (the first one's card first); the further ones short.
    const headings = first.split('\n').filter((line) => /^\*\*[^*]+\*\*$/.test(line));
    const partAfter = (title: RegExp) => {
      const at = headings.findIndex((heading) => title.test(heading));
      expect(at).toBeGreaterThanOrEqual(0);
      const next = headings[at + 1];
      const from = first.indexOf(headings[at] ?? '');
      return first.slice(from, next ? first.indexOf(next, from + 1) : undefined);
    };
    expect(partAfter(/bath|shower/i).length).toBeGreaterThan(0);
    expect(partAfter(/fall/i).length).toBeLessThan(500);
    expect(partAfter(/burnout|exhaust/i).length).toBeLessThan(500);
  });

  it('sends her to her care circle when the answer is to share the work with her siblings', async () => {
    const answer = await ask(
      'My brother lives ten minutes away and never helps with Dad. Everything falls on me.',
    );
    const { first } = splitAtFold(answer.content);
    expect(first).toContain('[care circle](/circles)');
    const spanish = await ask(
      'Mi hermana vive cerca y nunca me ayuda con mi mamá, todo me toca a mí.',
    );
    expect(splitAtFold(spanish.content).first).toContain('[círculo de cuidado](/circles)');
  });

  it('gives one list of sources at the end, and related topics in a line', async () => {
    const answer = await ask('How do I get my dad to take a shower? He fights me every time');
    expect(answer.content.match(/\nSources: /g)).toHaveLength(1);
    expect(answer.content.split('\n\n').at(-1)).toMatch(/^Sources: /);
    expect(leadTitle(answer)).not.toBe('');
  });

  it('speaks of her own person: the profile’s name in what to say, and a mother as "she"', async () => {
    const lucia = await signUp(stack, 'Lucia');
    await eventually(
      () =>
        stack.call('createRecipient', {
          token: lucia.token,
          body: { name: 'Carmen', relationship: 'parent', conditions: ['dementia'] },
        }),
      10_000,
    );
    const evening = await askInNewChat(
      stack,
      lucia,
      'My mom gets agitated every evening when it gets dark. What do I say to her?',
    );
    expect(evening.content).toMatch(/\*\*Say:\*\* "Carmen, /);

    // The library's answer is written about a father; Ana's is about her mother.
    const direct = directAnswerOf(
      await ask('My mom refuses to wear adult diapers. What can I say to her?'),
    );
    expect(direct?.question).toMatch(/^My mom refuses/);
    expect(direct?.answer).toMatch(/\bher drawer\b/);
    expect(direct?.answer).not.toMatch(/\b(he|him|his)\b/i);
  });
});
