import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page, Response } from 'playwright-core';
import { BurdenQuestions, DocumentPublished } from '@tend/contracts';
import { KnowledgeRepository } from '@tend/coach';
import { eventually, startOpenAiStub, type OpenAiStub } from '@tend/platform/testing';
import { publishEvent, strongPassword, sundowningGuide, type TestStack } from '@tend/test-stack';
import {
  onStack,
  PHONE,
  screenshots,
  storedItem,
  type TestPage,
  expectNothingWentWrong,
  fieldSettlesOn,
} from './support/browser';
import { browserSuite, homeServices } from './support/suite';
import { toastShown } from './support/toasts';

/** The small note the caregiver attaches in the coach. */
const medicationLog = {
  name: 'mom-medications.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('Medication log: Mom takes donepezil 10 mg at 8pm. Coffee at 3pm most days.'),
};

/**
 * The option chosen for each burden question, by its score (0 lightest, 4 heaviest): 24 of 40,
 * a score of 60, Moderate. The worst items are money (4), then feeling overwhelmed and sleep (3).
 */
const burdenAnswers = [3, 2, 2, 1, 3, 4, 2, 2, 2, 3];

/**
 * One caregiver's first visit, in order, in Chromium against the real gateway and services: the
 * eligibility checker, sign-up through the e-mailed link, onboarding prefilled from the checker,
 * the burden assessment, and the AI coach answering a question about an attached file with cited
 * sources from its library (the model is an OpenAI-compatible stub; nothing of Tend's is stubbed).
 */
describe('a caregiver journey in Chromium: eligibility, sign-up, onboarding, assessment, coach', () => {
  const suite = browserSuite();
  let stack: TestStack;
  let model: OpenAiStub;
  let uploadDir: string;
  let tab: TestPage;
  const firstName = 'Maria';
  const email = `maria.journey.${randomUUID().slice(0, 8)}@example.com`;

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'tend-journey-uploads-'));
    model = await startOpenAiStub();
    model.pieceDelayMs = 25; // the answer arrives a piece at a time, as a real model's does
    stack = await suite.start([...homeServices, 'coach'], {
      FEATURE_ELIGIBILITY_ENABLED: 'true',
      ...model.env,
      OPENAI_TIMEOUT_MS: '30000',
      UPLOAD_DIR: uploadDir,
    });
    tab = await suite.newPage(PHONE);
    tab.context.setDefaultTimeout(30_000);
    // The coach's library holds one guide, as if discovery had crawled and published it.
    await publishEvent(stack, DocumentPublished, sundowningGuide);
    const knowledge = stack.service('coach').app.get(KnowledgeRepository);
    await eventually(
      async () => (await knowledge.search('sundowning', 3)).length > 0,
      30_000,
      'the guide in the coach library',
    );
  }, 120_000);

  afterAll(async () => {
    await model?.stop();
    if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
  });

  afterEach(() => {
    expectNothingWentWrong(tab);
  });

  const page = (): Page => tab.page;
  const storage = (key: string) => storedItem(page(), key);
  const toast = (text: string) => toastShown(page(), text);
  const question = (name: string) => page().getByRole('heading', { name, level: 2 }).waitFor();

  it('checks eligibility in seven steps and keeps the answers for sign-up', async () => {
    const p = page();
    await p.goto(`${stack.url}/`);
    await p.getByRole('link', { name: 'See If You Qualify' }).click();
    await p.waitForURL(`${stack.url}/eligibility`);
    await p.getByRole('heading', { name: 'Check Eligibility', level: 1 }).waitFor();

    await p.getByText('Step 1 of 6').waitFor();
    await question('Who do you care for?');
    await screenshots(p, 'journey-eligibility-1-relationship');
    await p.getByRole('radio', { name: 'My parent' }).click();

    // Several benefits may be chosen, so this step waits for Continue.
    await p.getByText('Step 2 of 6').waitFor();
    await question('Which benefits does your loved one receive?');
    await p.getByRole('checkbox', { name: 'Medicare', exact: true }).click();
    await p.getByRole('button', { name: 'Continue' }).click();

    await p.getByText('Step 3 of 6').waitFor();
    await question('How old is your loved one?');
    await p.getByRole('radio', { name: '65 or older' }).click();

    await p.getByText('Step 4 of 6').waitFor();
    await question('Which state do you live in?');
    const state = p.getByRole('combobox', { name: 'Which state do you live in?' });
    await state.click();
    await state.pressSequentially('New Jer');
    // Typing narrows the list to one state and Enter takes it, as a keyboard user would; a click on
    // the option could chase a list still being placed on a busy machine.
    await p.getByTitle('New Jersey (NJ)').waitFor();
    await state.press('Enter');

    // The zip step goes on by itself at the fifth digit.
    await p.getByText('Step 5 of 6').waitFor();
    await question('What is your zip code?');
    await p.getByRole('textbox', { name: 'What is your zip code?' }).pressSequentially('07102');

    await p.getByText('Step 6 of 6').waitFor();
    await question('What is their main care need?');
    await p.getByRole('radio', { name: 'Chronic illness' }).click();

    // parent 20 + medicare 25 + 65 or older 20 + chronic illness 10 = 75: likely.
    await question('Likely to qualify with documentation');
    const results = p.getByRole('region', { name: 'Likely to qualify with documentation' });
    await results.getByText('Medicaid Personal Assistance Services').waitFor();
    expect(await results.locator('.score-ring__value').innerText()).toBe('75');
    await results.getByText('Eligibility score 75 out of 100.').waitFor();
    await results.getByRole('heading', { name: /^Programs in / }).waitFor();
    const nextSteps = results.getByRole('list', { name: 'Next steps' });
    expect(await nextSteps.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^Gather documentation/),
      expect.stringMatching(/state Medicaid office/),
      expect.stringMatching(/^Schedule an assessment appointment/),
      'Submit the application within 30 days.',
    ]);
    await results.getByRole('button', { name: 'Return to Dashboard' }).waitFor();
    await screenshots(p, 'journey-eligibility-7-results');
    expect(await storage('eligibilityData')).toBeNull();

    await results.getByRole('button', { name: 'Create Free Account' }).click();
    await p.waitForURL(`${stack.url}/signup`);
    const stored = JSON.parse((await storage('eligibilityData')) ?? 'null') as unknown;
    expect(stored).toEqual({
      fromEligibilityCheck: true,
      relationship: 'parent',
      insuranceType: 'medicare',
      answers: {
        relationship: 'parent',
        benefits: ['medicare'],
        age: '65_plus',
        state: 'NJ',
        zipCode: '07102',
        condition: 'chronic_illness',
      },
    });
  }, 120_000);

  it('signs up through the steps, following the link from the e-mail, and lands home', async () => {
    const p = page();
    await p.getByText('Step 1 of 5').waitFor();
    await p.getByLabel('First name').fill(firstName);
    await p.getByLabel('Last name').fill('Lopez');
    await p.getByRole('button', { name: 'Continue' }).click();

    await p.getByText('Step 2 of 5').waitFor();
    await p.getByLabel('Email').fill(email);
    await p.getByRole('button', { name: 'Send verification link' }).click();

    await p.getByText('Step 3 of 5').waitFor();
    await p.getByRole('heading', { name: 'Verify your email' }).waitFor();
    const mail = await stack.mail.waitFor(
      (m) => m.to.includes(email) && m.subject.startsWith('Confirm your email'),
      30_000,
    );
    const link = mail.links.find((href) => href.includes('/signup?token='));
    expect(link).toBeDefined();
    await p.goto(onStack(link ?? '', stack.url));

    await p.getByText('Step 4 of 5').waitFor();
    await p.getByLabel('Password', { exact: true }).fill(strongPassword);
    await p.getByRole('button', { name: 'Continue' }).click();

    await p.getByText('Step 5 of 5').waitFor();
    for (const [document, box] of [
      ['Terms of Service', 'I agree to the Terms of Service'],
      ['Privacy Policy', 'I agree to the Privacy Policy'],
    ] as const) {
      await p.getByRole('button', { name: `Read ${document}` }).click();
      const dialog = p.getByRole('dialog', { name: document });
      await dialog
        .getByRole('checkbox', { name: `I have read and agree to the ${document}` })
        .click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await p.getByRole('checkbox', { name: box }).isChecked()).toBe(true);
    }
    await p.getByRole('checkbox', { name: /I consent to Tend storing/ }).check();
    await p.getByRole('button', { name: 'Create Account' }).click();
    await p.getByRole('heading', { name: 'Your account is ready' }).waitFor();

    // Home, signed in; the checker's answers reached the account and the program card says what
    // they mean in New Jersey: its Medicaid program needs Medicaid first (issue 49).
    await p.getByRole('heading', { name: `Hi, ${firstName}` }).waitFor();
    expect(new URL(p.url()).pathname).toBe('/');
    const medicaid = p.getByTestId('program-medicaid_pas');
    await medicaid.getByText('Unlikely for your answers', { exact: true }).waitFor();
    await medicaid.getByText('Needs Medicaid first: Medicare alone is not Medicaid.').waitFor();
    // Sign-up does not use up the answers: onboarding still needs them.
    expect(await storage('eligibilityData')).not.toBeNull();
  }, 120_000);

  it('onboards with the eligibility answers prefilled and read-only', async () => {
    const p = page();
    await p.getByRole('link', { name: 'Complete your profile' }).click();
    await p.waitForURL(`${stack.url}/onboarding`);
    await p.getByRole('heading', { name: 'Complete your profile', level: 1 }).waitFor();
    await toast('Welcome! We saved your eligibility info');

    const relationship = p.getByRole('textbox', { name: 'Relationship (from eligibility check)' });
    const insurance = p.getByRole('textbox', { name: 'Insurance (from eligibility check)' });
    await fieldSettlesOn(relationship, 'Parent');
    await fieldSettlesOn(insurance, 'Medicare');
    expect(await relationship.isEditable()).toBe(false);
    expect(await insurance.isEditable()).toBe(false);
    expect(await p.getByRole('combobox', { name: /Relationship|Insurance/ }).count()).toBe(0);
    await fieldSettlesOn(p.getByLabel('Your name'), `${firstName} Lopez`);
    for (const document of ['Terms of Service', 'Privacy Policy'])
      expect(await p.getByRole('link', { name: `Read the ${document}` }).getAttribute('href')).toBe(
        `/${document.toLowerCase().replace(/ /g, '-')}?returnTo=/onboarding`,
      );
    // The carried answers are cleared 3 seconds after they are applied.
    await eventually(
      async () => (await storage('eligibilityData')) === null,
      15_000,
      'the eligibility data to be cleared',
    );

    // The checker's chronic illness and place are carried; the agreements of sign-up are given.
    expect(await p.getByRole('checkbox', { name: 'Chronic conditions' }).isChecked()).toBe(true);
    await fieldSettlesOn(p.getByLabel('Location'), 'NJ 07102');
    await p.getByText(/^You accepted the Terms of Service on /).waitFor();
    expect(await p.getByRole('checkbox', { name: /^I accept|^I consent/ }).count()).toBe(0);
    await p.getByLabel('Location').fill('Newark, NJ');
    await p.getByLabel('Their name').fill('Rosa');
    await p.getByRole('checkbox', { name: "Dementia or Alzheimer's" }).click();
    await screenshots(p, 'journey-onboarding-prefilled');
    await p.getByRole('button', { name: 'Continue to Dashboard' }).click();

    await toast('Your profile has been set up successfully.');
    await p.getByRole('heading', { name: `Hi, ${firstName}` }).waitFor();
    expect(new URL(p.url()).pathname).toBe('/');
    expect(await p.getByRole('link', { name: 'Complete your profile' }).count()).toBe(0);

    // What was saved, as the API gives it back to the caregiver.
    const token = (await storage('authToken')) ?? '';
    const profile = await stack.call('getProfile', { token });
    expect(profile).toMatchObject({ location: 'Newark, NJ', isOnboardingComplete: true });
    const recipients = await stack.call('listRecipients', { token });
    expect(recipients).toEqual([
      expect.objectContaining({
        name: 'Rosa',
        relationship: 'parent',
        insuranceType: 'medicare',
        conditions: expect.arrayContaining(['chronic_conditions', 'dementia']) as unknown,
      }),
    ]);
  }, 120_000);

  it('takes the ten-question burden assessment and sees score, level and recommendations', async () => {
    const p = page();
    await p.goto(`${stack.url}/assessment`);
    await p.getByRole('heading', { name: 'Caregiver Check-in', level: 1 }).waitFor();
    for (const [index, item] of BurdenQuestions.entries()) {
      await p.getByText(`Question ${index + 1} of 10`).waitFor();
      await question(item.text);
      const option = item.options.find((o) => o.score === burdenAnswers[index]);
      if (!option) throw new Error(`no option scoring ${burdenAnswers[index]} for ${item.id}`);
      if (index === 0) {
        // An answer is required before going on.
        await p.getByRole('button', { name: 'Next' }).click();
        await toast('Please select an answer before continuing.');
        await screenshots(p, 'journey-assessment-question');
        await p.getByRole('button', { name: 'Close notification' }).click();
      }
      await p.getByRole('radio', { name: option.label, exact: true }).click();
      if (item.id === 'sleep_disruption')
        await p
          .getByLabel('Anything you want to add? (optional)')
          .fill('Mom wakes up around 2am most nights.');
      const last = index === BurdenQuestions.length - 1;
      await p.getByRole('button', { name: last ? 'See my results' : 'Next' }).click();
    }

    const results = p.getByRole('region', { name: 'Your results' });
    await results.getByRole('heading', { name: 'Your results' }).waitFor();
    expect(await results.locator('.burden-score__value').innerText()).toBe('60');
    await results.getByText('Moderate burden', { exact: true }).waitFor();
    await results.getByText('Burden score 60 out of 100: Moderate.').waitFor();
    await results.getByRole('heading', { name: 'Recommendations for this week' }).waitFor();
    // A step for the level, then the three worst items: money, feeling overwhelmed, sleep.
    const recommendations = results.getByRole('list', { name: 'Recommendations for this week' });
    expect(await recommendations.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^Your load is heavy\. This week, set up one regular break/),
      expect.stringMatching(/^Use the eligibility checker in Tend/),
      expect.stringMatching(/^Write down everything you do for your person in a week/),
      expect.stringMatching(
        /^Ask about respite care so you can get a few nights of unbroken sleep/,
      ),
    ]);
    await p.getByRole('region', { name: 'Your check-ins over time' }).waitFor();
    await screenshots(p, 'journey-assessment-results');
    await results.getByRole('link', { name: 'Return Home' }).click();
    await p.getByRole('heading', { name: `Hi, ${firstName}` }).waitFor();
  }, 120_000);

  it('asks the coach about an attached file and sees the streamed answer, its sources, and rates it', async () => {
    const p = page();
    model.reply = (request) => {
      const asked = JSON.stringify(request.messages.at(-1)?.content ?? '');
      const readTheLog = asked.includes('donepezil 10 mg at 8pm');
      return {
        text: [
          readTheLog
            ? "Thanks for sharing your mother's medication log. Her **3pm coffee** may be adding to the evening restlessness."
            : 'I could not read the file you attached.',
          '',
          'Sundowning is common in dementia [1]. Keep the lights bright before dusk, keep a steady routine and reduce noise in the evening.',
        ].join('\n'),
      };
    };

    await p.getByRole('link', { name: /AI Care Coach/ }).click();
    await p.waitForURL(`${stack.url}/ai-coach`);
    await p.getByRole('heading', { name: 'AI Care Coach', level: 1 }).waitFor();
    // No conversations yet: a welcome one is opened, with the quick questions.
    await p.getByText(`Hi ${firstName}, I'm Sage.`).waitFor();
    const quick = p.getByRole('group', { name: 'Quick questions' });
    expect(await quick.getByRole('button').allInnerTexts()).toEqual([
      'Fall prevention tips',
      'Managing sundowning',
      'When to call 911',
      'Medication reminders',
      'Dealing with agitation',
      'Safe bathing techniques',
    ]);
    await screenshots(p, 'journey-coach-welcome');

    // Attach: the picker opens from the paper clip; the file uploads at once.
    const [chooser] = await Promise.all([
      p.waitForEvent('filechooser'),
      p.getByRole('button', { name: 'Attach a file' }).click(),
    ]);
    await chooser.setFiles(medicationLog);
    await toast('Upload Successful');
    const attached = p.getByRole('list', { name: 'Attached files' });
    await attached.getByText(medicationLog.name).waitFor();
    await attached.getByRole('button', { name: `Remove ${medicationLog.name}` }).waitFor();

    // A reload (a phone dropping the tab, a stray pull-to-refresh) keeps the unsent words and file.
    const ask =
      'How can I help my mom with sundowning in the evenings? Here is her medication log.';
    await p.getByRole('textbox', { name: 'Message' }).fill(ask);
    await p.reload();
    await attached.getByText(medicationLog.name).waitFor();
    // Her conversation is back too before the connection drops (the draft comes from the phone).
    await p.getByText(`Hi ${firstName}, I'm Sage.`).waitFor();
    expect(await p.getByRole('textbox', { name: 'Message' }).inputValue()).toBe(ask);

    // The connection drops: she is told at once, and a send gives her words and file back.
    const offline = p.getByText("You're offline. What you've typed is kept", { exact: false });
    await tab.context.setOffline(true);
    await offline.waitFor();
    await p.getByRole('button', { name: 'Send message' }).click();
    await toast('Message Not Sent');
    expect(await p.getByRole('textbox', { name: 'Message' }).inputValue()).toBe(ask);
    await attached.getByText(medicationLog.name).waitFor();
    await screenshots(p, 'journey-coach-offline', { fullPage: false });
    await tab.context.setOffline(false);
    await offline.waitFor({ state: 'detached' });

    // Everything the page shows of the answer while it is being written, in order.
    await p.evaluate(() => {
      type Node = { textContent: string | null };
      type Doc = { querySelector(selector: string): Node | null };
      const w = globalThis as unknown as {
        document: Doc & { body: unknown };
        streamedTexts: string[];
        MutationObserver: new (callback: () => void) => {
          observe(target: unknown, options: Record<string, boolean>): void;
        };
      };
      w.streamedTexts = [];
      new w.MutationObserver(() => {
        const text = w.document.querySelector('.message__bubble[aria-busy="true"]')?.textContent;
        if (text && text !== w.streamedTexts.at(-1)) w.streamedTexts.push(text);
      }).observe(w.document.body, { childList: true, subtree: true, characterData: true });
    });
    const streamed = p.waitForResponse((r: Response) => r.url().endsWith('/messages/stream'));
    await p.getByRole('button', { name: 'Send message' }).click();
    // The question shows at once, and the box clears.
    const messages = p.getByRole('list', { name: 'Messages' });
    await messages.getByText(ask).waitFor();
    expect(await p.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');

    const answer = messages.getByRole('listitem').filter({ hasText: 'Sage said:' });
    await answer.getByText(/Sundowning is common in dementia/).waitFor();
    expect((await streamed).headers()['content-type']).toContain('text/event-stream');
    const seen = await p.evaluate(
      () => (globalThis as unknown as { streamedTexts: string[] }).streamedTexts,
    );
    // It grew on screen piece by piece before the saved answer took its place.
    expect(seen.length).toBeGreaterThan(2);
    expect(seen[0]?.length).toBeLessThan(seen.at(-1)?.length ?? 0);
    expect(seen.at(-1)).toContain('Keep the lights bright before dusk');

    // Rendered, not raw Markdown: the bold is bold and the sources are links to the guide.
    await answer.getByText('3pm coffee', { exact: true }).and(answer.locator('strong')).waitFor();
    expect(await answer.innerText()).not.toContain('**');
    const sources = answer.getByRole('list', { name: 'Sources' });
    const cited = sources.getByRole('link', { name: sundowningGuide.title });
    expect(await cited.getAttribute('href')).toBe(sundowningGuide.url);
    expect(await cited.getAttribute('target')).toBe('_blank');
    expect(await cited.getAttribute('rel')).toContain('noopener');
    expect(await sources.getByRole('link').count()).toBe(1);
    // Listed once: not again inside the answer's text, which is short enough to show whole.
    expect(await answer.getByRole('link').count()).toBe(1);
    expect(await answer.getByText('Sources', { exact: true }).count()).toBe(1);
    expect(await answer.getByRole('button', { name: 'Show more' }).count()).toBe(0);
    // The question kept its file, as a link to the caregiver's own copy.
    const mine = messages.getByRole('listitem').filter({ hasText: 'You said:' });
    const file = mine.getByRole('link', { name: medicationLog.name });
    expect(await file.getAttribute('href')).toMatch(/^\/api\//);

    // The model was given the file and what Tend knows of this caregiver from the journey.
    const prompt = model.requests.at(-1);
    expect(prompt?.stream).toBe(true);
    const asked = JSON.stringify(prompt?.messages.at(-1)?.content);
    expect(asked).toContain(medicationLog.name);
    expect(asked).toContain('Coffee at 3pm most days.');
    const system = JSON.stringify(prompt?.messages[0]?.content);
    expect(system).toContain('Sundowning: late-day confusion in dementia');
    expect(system).toContain('burden self-assessment was Moderate');
    expect(system).toMatch(/They care for their parent, [^,]+, who lives with: .*ementia/);
    await screenshots(p, 'journey-coach-answer');

    await answer.getByRole('button', { name: 'Helpful', exact: true }).click();
    await toast('Feedback Sent');
    await answer.getByRole('button', { name: 'Helpful', exact: true, pressed: true }).waitFor();
    await p.getByRole('button', { name: 'Close notification' }).click();
    await p.getByText('Feedback Sent', { exact: true }).waitFor({ state: 'hidden' });

    // Changing their mind: thumbs down asks why.
    await answer.getByRole('button', { name: 'Not helpful' }).click();
    const why = p.getByRole('dialog', { name: 'What was wrong with this answer?' });
    await why.getByRole('radio', { name: 'It seems out of date' }).click();
    await screenshots(p, 'journey-coach-feedback-reason', { fullPage: false });
    await why.getByRole('button', { name: 'Send feedback' }).click();
    await why.waitFor({ state: 'hidden' });
    await toast('Feedback Sent');
    await answer.getByRole('button', { name: 'Not helpful', pressed: true }).waitFor();
    expect(
      await answer
        .getByRole('button', { name: 'Helpful', exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('false');

    const token = (await storage('authToken')) ?? '';
    const conversations = await stack.call('listConversations', { token });
    expect(conversations.map((c) => c.title)).toEqual([`Welcome ${firstName}`]);
    const saved = await stack.call('listMessages', {
      token,
      params: { id: conversations[0]?.id ?? '' },
    });
    expect(saved.at(-1)).toMatchObject({
      role: 'assistant',
      feedback: 'negative',
      feedbackReason: 'outdated',
      sources: [{ title: sundowningGuide.title, url: sundowningGuide.url }],
    });
  }, 120_000);
});
