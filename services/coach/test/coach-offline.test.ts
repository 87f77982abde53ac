import { randomUUID } from 'node:crypto';
import { DocumentPublished, DocumentRemoved } from '@tend/contracts';
import { eventually } from '@tend/platform/testing';
import { KnowledgeRepository } from '@tend/coach';
import { publishEvent, type SignedUpCaregiver, signUp, TestStack } from '@tend/test-stack';
import { firstParagraph, leadTitle } from './support/answers';

const bathingDoc = {
  documentId: randomUUID(),
  sourceId: randomUUID(),
  url: 'https://caregiving.example.org/bathing?utm=x',
  canonicalUrl: 'https://caregiving.example.org/bathing',
  title: 'Bathing a person with dementia',
  headings: ['Getting ready'],
  category: 'Daily care',
  text: 'Bathing can be frightening for a person living with dementia. Warm the bathroom first, use a shower chair and a handheld shower, and keep a towel over the shoulders for warmth and dignity.',
  language: 'en',
  contentHash: 'b'.repeat(64),
  publishedAt: new Date().toISOString(),
};

describe('coach offline (no model key)', () => {
  let stack: TestStack;
  let maria: SignedUpCaregiver;
  const ask = async (content: string, attachments: string[] = []) => {
    const [chat] = await stack.call('listConversations', { token: maria.token });
    const sent = await stack.call('sendMessage', {
      token: maria.token,
      params: { id: chat.id },
      body: { content, attachments },
    });
    expect(sent.aiMessage.offline).toBe(true);
    return sent.aiMessage;
  };

  beforeAll(async () => {
    stack = await TestStack.start(
      ['identity', 'notifications', 'email-worker', 'care-profile', 'coach'],
      {
        OPENAI_API_KEY: '',
        UPLOAD_ENCRYPTION_KEY: randomUUID() + randomUUID(),
      },
    );
    maria = await signUp(stack, 'Maria');
  });
  afterAll(async () => stack?.stop());

  it('says so in the public config', async () => {
    expect((await stack.call('getPublicConfig')).coachOffline).toBe(true);
  });

  it('leads with the advice and its sources; "offline" is the badge, said last if at all', async () => {
    const answer = await ask('Managing sundowning');
    expect(answer).toMatchObject({ offline: true, emergency: false });
    expect(leadTitle(answer)).toBe('**Managing sundowning**');
    expect(answer.content).not.toMatch(/offline|^_/i);
    expect(answer.content).toContain("[Alzheimer's Association](https://www.alz.org/)");
    expect(answer.sources).toContainEqual({
      title: 'National Institute on Aging',
      url: 'https://www.nia.nih.gov/',
    });

    const ordinary = await ask('My dad keeps falling, what can I do?');
    expect(leadTitle(ordinary)).toBe('**Fall prevention tips**');
    expect(ordinary.content).toContain('(https://www.cdc.gov/steadi/)');
  });

  it('answers from discovered documents with links, and forgets removed documents', async () => {
    await publishEvent(stack, DocumentPublished, bathingDoc);
    const knowledge = stack.service('coach').app.get(KnowledgeRepository);
    await eventually(async () => (await knowledge.search('shower chair', 3)).length > 0);
    const answer = await ask('How do I make bathing less frightening for someone with dementia?');
    expect(answer.sources).toContainEqual({
      title: bathingDoc.title,
      url: bathingDoc.canonicalUrl,
    });
    expect(answer.content).toContain(`(${bathingDoc.canonicalUrl})`);

    await publishEvent(stack, DocumentRemoved, {
      documentId: bathingDoc.documentId,
      sourceId: bathingDoc.sourceId,
      url: bathingDoc.url,
      reason: 'source-stopped',
      removedAt: new Date().toISOString(),
    });
    await eventually(async () => (await knowledge.search('shower chair', 3)).length === 0);
    const after = await ask('How do I make bathing less frightening for someone with dementia?');
    expect(after.content).not.toContain(bathingDoc.canonicalUrl);
  });

  it('shows a discovered document’s title and excerpt as text, whatever markup the page had', async () => {
    const marked = {
      ...bathingDoc,
      documentId: randomUUID(),
      url: 'https://caregiving.example.org/oral-care',
      canonicalUrl: 'https://caregiving.example.org/oral-care',
      title: 'Denture <b>cleaning</b> at night<script>alert(1)</script>',
      headings: ['<i>Soaking</i> dentures'],
      text: 'Soak dentures overnight in a <em>denture cleanser</em>, never in hot water; brush the gums gently.',
      contentHash: 'c'.repeat(64),
    };
    await publishEvent(stack, DocumentPublished, marked);
    const knowledge = stack.service('coach').app.get(KnowledgeRepository);
    await eventually(async () => (await knowledge.search('denture cleanser', 3)).length > 0);
    const answer = await ask('how should I clean mom’s dentures at night? denture cleanser?');
    expect(answer.sources).toContainEqual({
      title: 'Denture cleaning at night alert(1)',
      url: marked.canonicalUrl,
    });
    expect(answer.content).toContain('Denture cleaning at night');
    expect(answer.content).not.toMatch(/<\/?(?:b|script|em|i)>/);
  });

  it('answers each request of a message that asks several things', async () => {
    const answer = await ask(
      'My mom’s blood sugar keeps swinging really high and then low. Also my boss says I will lose my job if I keep missing work to take her to appointments.',
    );
    expect(answer.content).toContain('**Diabetes care**');
    expect(answer.content).toMatch(
      /\*\*(Job protection while caregiving \(FMLA\)|Working while caregiving)\*\*/,
    );
  });

  it('answers a Spanish message in Spanish', async () => {
    const answer = await ask(
      'mi mamá tiene demencia y todas las tardes se pone muy inquieta y confundida, que hago?',
    );
    expect(answer.content).toContain('Fuentes:');
    expect(answer.content).not.toContain('Sources:');
    expect(answer.content).toMatch(/\b(usted|su|la|el)\b/);
  });

  it('asks one short question back when a message says too little to answer', async () => {
    const answer = await ask('help');
    expect(answer.content).toMatch(/what is happening right now, and who are you caring for\?/);
  });

  it('names the programs of the caregiver’s state from the profile, even when the message does not', async () => {
    const omar = await signUp(stack, 'Omar');
    await eventually(() => stack.call('getProfile', { token: omar.token }));
    await stack.call('saveProfile', {
      token: omar.token,
      body: {
        name: 'Omar',
        location: 'Newark, NJ',
        isOnboardingComplete: true,
        agreedToTermsAt: new Date().toISOString(),
        agreedToPrivacyAt: new Date().toISOString(),
        consentedToDataUsageAt: new Date().toISOString(),
      },
    });
    const chat = await stack.call('createConversation', {
      token: omar.token,
      body: { title: 'Paid care' },
    });
    const sent = await stack.call('sendMessage', {
      token: omar.token,
      params: { id: chat.id },
      body: { content: 'is there any way i can get paid for taking care of my mom' },
    });
    expect(sent.aiMessage.content).toContain('New Jersey');
    expect(sent.aiMessage.content).toContain('Personal Preference Program');
  });

  it('sends a question about being paid to care to the eligibility check, with the state’s note', async () => {
    const answer = await ask('Can I get paid to care for my mother in New Jersey?');
    expect(firstParagraph(answer)).toBe('**Being paid to care in New Jersey**');
    expect(answer.content).toContain('[eligibility check](/eligibility)');
    // The check in one sentence (how quick, what it tells her), not its questions listed first.
    expect(answer.content).toContain('shows in about 30 seconds how likely they are to qualify');
    expect(answer.content).not.toMatch(/ZIP code/);
    expect(answer.content).toContain('Personal Preference Program');
  });

  it('answers a question in Spanish about being paid with the state’s programs, in Spanish', async () => {
    const answer = await ask(
      'Aquí en California me dijeron que me pueden pagar por cuidar a mi mamá. ¿Cómo aplico? Ella tiene Medi-Cal',
    );
    expect(firstParagraph(answer)).toBe('**Cobrar por cuidar a su familiar en California**');
    expect(answer.content).toContain('[revisión de elegibilidad](/eligibility)');
    expect(answer.content).toContain('In-Home Supportive Services');
    expect(answer.content).not.toContain('Being paid to care');
  });

  it('meets exhaustion warmly first, then the check-in, respite and support groups', async () => {
    const answer = await ask('I feel so overwhelmed and exhausted');
    expect(firstParagraph(answer)).toMatch(/^That sounds really hard/);
    expect(answer.content).toContain('[caregiver check-in](/assessment)');
    expect(answer.content).toContain('https://archrespite.org/');
    expect(answer.content).toMatch(/support groups/i);
    expect(answer.content).toContain('**Caregiver burnout and exhaustion**');
  });

  it('says plainly it cannot judge medicines together, and who can', async () => {
    const answer = await ask('Is this pill safe with donepezil?');
    expect(firstParagraph(answer)).toMatch(/^I can’t tell you whether medicines are safe together/);
    expect(answer.content).toMatch(/pharmacist/i);
    expect(answer.content).toMatch(/prescriber/i);
    expect(answer.content).toContain('[1-800-222-1222](tel:+18002221222)'); // one tap on a phone
  });

  it('acknowledges an attached file by name and answers from its text', async () => {
    const upload = async (filename: string, text: string) => {
      const grant = await stack.call('requestUpload', { token: maria.token });
      const put = await fetch(`${stack.url}${grant.uploadURL}`, {
        method: 'PUT',
        headers: { 'content-type': 'text/plain' },
        body: text,
      });
      expect(put.status).toBe(200);
      return `${grant.uploadURL.split('?')[0]}|${filename}`;
    };
    const note =
      'Discharge instructions for Rosa after her hospital stay.\nKeep the incision dry for 48 hours.\nWalk three times a day with the walker.\nCall the surgeon for a fever over 101F.';

    const asked = await ask('What does this say about a fever?', [
      await upload('rosa-discharge.txt', note),
    ]);
    expect(firstParagraph(asked)).toMatch(/^I read \*\*rosa-discharge\.txt\*\*/);
    expect(asked.content).toContain('> Call the surgeon for a fever over 101F.');
    expect(asked.content).not.toContain('Keep the incision dry');

    // Sent without words, the file's own text finds the advice.
    const fileOnly = await ask('', [await upload('rosa-discharge.txt', note)]);
    expect(firstParagraph(fileOnly)).toMatch(/^I read \*\*rosa-discharge\.txt\*\*/);
    // A file sent alone is understood by its text: advice from the library follows the quote.
    expect(fileOnly.content).toMatch(/^> [^\n]+\n(?:[^]*)\n\n\*\*[^*]+\*\*\n\n- /m);
  });

  it('still puts emergency guidance first', async () => {
    const answer = await ask('My husband is having chest pain');
    expect(answer.emergency).toBe(true);
    expect(answer.content.startsWith('**This sounds like an emergency.**')).toBe(true);
    expect(answer.content).toContain('Call 911');
  });
});
