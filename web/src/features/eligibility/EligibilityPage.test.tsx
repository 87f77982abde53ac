import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { aUser } from '../../test/factories';
import EligibilityPage from './EligibilityPage';
import { assessAnswers } from './EligibilityResults';
import { insuranceFromBenefits } from './eligibility-data';
import { AUTO_ADVANCE_MS } from './eligibility-questions';
import { CONTINUE_MEANT_FOR_PREVIOUS_MS } from './use-eligibility-steps';

function renderChecker(setup: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(<EligibilityPage />, {
    route: '/eligibility',
    config: { eligibilityEnabled: true },
    ...setup,
  });
}

const question = (name: string) => screen.findByRole('heading', { name, level: 2 });

async function answerThrough(user: ReturnType<typeof userEvent.setup>, upTo: number) {
  await user.click(await screen.findByRole('radio', { name: 'My adult child' }));
  await question('Which benefits does your loved one receive?');
  if (upTo === 1) return;
  await user.click(screen.getByRole('checkbox', { name: 'Medicaid' }));
  await user.click(screen.getByRole('checkbox', { name: 'SSI (Supplemental Security Income)' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await question('How old is your loved one?');
  if (upTo === 2) return;
  await user.click(screen.getByRole('radio', { name: '65 or older' }));
  await question('Which state do you live in?');
  if (upTo === 3) return;
  const state = screen.getByRole('combobox', { name: 'Which state do you live in?' });
  await user.click(state);
  await user.type(state, 'New Jer');
  await user.click(await screen.findByTitle('New Jersey (NJ)'));
  await question('What is your zip code?');
  if (upTo === 4) return;
  await user.type(screen.getByRole('textbox', { name: 'What is your zip code?' }), '07102');
  await question('What is their main care need?');
  if (upTo === 5) return;
  await user.click(screen.getByRole('radio', { name: "Dementia or Alzheimer's" }));
}

describe('eligibility checker', () => {
  afterEach(() => jest.useRealTimers());

  it("shows 'Feature Coming Soon' with Return Home when the flag is off", async () => {
    renderChecker({ config: { eligibilityEnabled: false } });
    expect(await screen.findByRole('heading', { name: 'Feature Coming Soon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it('advances 150 ms after a choice, not before', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderChecker();
    expect(await screen.findByText('Step 1 of 6')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'My spouse or partner' }));
    expect(screen.getByRole('radio', { name: 'My spouse or partner' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    act(() => jest.advanceTimersByTime(149));
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Which benefits does your loved one receive?' }),
    ).toHaveFocus();
  });

  it('asks for a relationship and at least one benefit before going on', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderChecker();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Relationship is required');
    await answerThrough(user, 1);
    act(() => jest.advanceTimersByTime(CONTINUE_MEANT_FOR_PREVIOUS_MS));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one benefit');
    // 'None of these' excludes the other benefits.
    await user.click(screen.getByRole('checkbox', { name: 'Medicaid' }));
    await user.click(screen.getByRole('checkbox', { name: 'None of these' }));
    expect(screen.getByRole('checkbox', { name: 'Medicaid' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('lets go of a Continue tap meant for the step a choice just left, and flags no later step', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderChecker();
    // The choice, then Continue a moment later: it lands on the benefits step, unanswered.
    await user.click(await screen.findByRole('radio', { name: 'My parent' }));
    act(() => jest.advanceTimersByTime(AUTO_ADVANCE_MS + 300));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Medicaid' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The same on the next single-choice step: the state step opens clean.
    await user.click(await screen.findByRole('radio', { name: '65 or older' }));
    act(() => jest.advanceTimersByTime(AUTO_ADVANCE_MS + 300));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Step 4 of 6')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // A Continue she means, later, still names what is missing.
    act(() => jest.advanceTimersByTime(CONTINUE_MEANT_FOR_PREVIOUS_MS));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('State is required');
  });

  it('advances from the zip step on its fifth digit only', async () => {
    const user = userEvent.setup();
    renderChecker();
    await answerThrough(user, 4);
    const zip = screen.getByRole('textbox', { name: 'What is your zip code?' });
    expect(zip).toHaveAttribute('maxLength', '5');
    await user.type(zip, '07a1');
    expect(zip).toHaveValue('071');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Valid zip code is required');
    await user.type(zip, '02');
    expect(await question('What is their main care need?')).toBeInTheDocument();
  });

  it('goes home from step 1 and one step back from the others', async () => {
    const user = userEvent.setup();
    renderChecker();
    await answerThrough(user, 1);
    await user.click(screen.getByRole('button', { name: 'Previous question' }));
    expect(await question('Who do you care for?')).toBeInTheDocument();
    await answerThrough(user, 1);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await question('Who do you care for?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows the score, band and next steps, and stores the answers for sign-up', async () => {
    const user = userEvent.setup();
    renderChecker();
    await answerThrough(user, 6);
    // adult_child 25 + medicaid 35 + ssi 20 + 65_plus 20 + dementia 15 = 115, capped at 100
    expect(await question('Highly likely to qualify')).toBeInTheDocument();
    expect(screen.getByText('100')).toBeInTheDocument();
    expect(screen.getByText('Submit the application within 30 days.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to Dashboard' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Free Account' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
    expect(JSON.parse(localStorage.getItem('eligibilityData') ?? 'null')).toEqual({
      fromEligibilityCheck: true,
      relationship: 'adult_child',
      insuranceType: 'medicaid',
      answers: {
        relationship: 'adult_child',
        benefits: ['medicaid', 'ssi'],
        age: '65_plus',
        state: 'NJ',
        zipCode: '07102',
        condition: 'dementia',
      },
    });
  });

  it('keeps the step and the answers through a reload of the tab, and starts afresh once acted on', async () => {
    const user = userEvent.setup();
    const before = renderChecker();
    await answerThrough(user, 4);
    await user.type(screen.getByRole('textbox', { name: 'What is your zip code?' }), '071');
    before.unmount();

    renderChecker();
    expect(await question('What is your zip code?')).toBeInTheDocument();
    expect(screen.getByText('Step 5 of 6')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'What is your zip code?' })).toHaveValue('071');
    await user.click(screen.getByRole('button', { name: 'Previous question' }));
    await user.click(await screen.findByRole('button', { name: 'Previous question' }));
    await user.click(await screen.findByRole('button', { name: 'Previous question' }));
    expect(await question('Which benefits does your loved one receive?')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Medicaid' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.type(screen.getByRole('textbox', { name: 'What is your zip code?' }), '02');
    await user.click(await screen.findByRole('radio', { name: "Dementia or Alzheimer's" }));
    await question('Highly likely to qualify');
    await user.click(screen.getByRole('button', { name: 'Return to Dashboard' }));
    cleanup();

    renderChecker();
    expect(await question('Who do you care for?')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
  });

  it('does not tell someone unlikely to qualify to submit an application', async () => {
    const user = userEvent.setup();
    renderChecker();
    await user.click(await screen.findByRole('radio', { name: 'A friend or neighbor' }));
    await question('Which benefits does your loved one receive?');
    await user.click(screen.getByRole('checkbox', { name: 'None of these' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('radio', { name: 'Under 18' }));
    const state = await screen.findByRole('combobox', { name: 'Which state do you live in?' });
    await user.click(state);
    await user.type(state, 'New Jer');
    await user.click(await screen.findByTitle('New Jersey (NJ)'));
    await user.type(
      await screen.findByRole('textbox', { name: 'What is your zip code?' }),
      '07102',
    );
    await user.click(await screen.findByRole('radio', { name: 'Mental health condition' }));
    const results = await screen.findByRole('region', {
      name: 'Unlikely to qualify for this program',
    });
    expect(within(results).getByText('30')).toBeInTheDocument();
    expect(within(results).queryByText(/Submit the application/)).not.toBeInTheDocument();
    expect(
      within(results).queryByText(/Schedule an assessment appointment/),
    ).not.toBeInTheDocument();
    expect(within(results).getByRole('list', { name: 'Next steps' })).toHaveTextContent(
      /Eldercare Locator/,
    );
  });

  it('returns a signed-in caregiver to the dashboard with the answers kept for their account', async () => {
    const user = userEvent.setup();
    renderChecker({ user: aUser() });
    await answerThrough(user, 6);
    await question('Highly likely to qualify');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Create Free Account' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Return to Dashboard' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem('eligibilityData')).toContain('"fromEligibilityCheck":true');
  });
});

describe('eligibility scoring bands (the shared rule)', () => {
  const base = { state: 'NJ', zipCode: '07102' } as const;
  it.each([
    // medicare 25 + spouse 25 + 18_64 15 + chronic 10 = 75
    [
      {
        relationship: 'spouse',
        benefits: ['medicare'],
        age: '18_64',
        condition: 'chronic_illness',
      },
      75,
      'likely',
    ],
    // medicare_medicaid 35 + snap 15 + parent 20 + 65_plus 20 + intellectual 15 = 105 -> 100
    [
      {
        relationship: 'parent',
        benefits: ['medicare_medicaid', 'snap'],
        age: '65_plus',
        condition: 'intellectual_disability',
      },
      100,
      'eligible',
    ],
    // none 0 + friend 15 + under_18 10 + mental_health 5 = 30
    [
      { relationship: 'friend', benefits: ['none'], age: 'under_18', condition: 'mental_health' },
      30,
      'unlikely',
    ],
    // ssdi 20 + other_family 15 + 65_plus 20 + physical 10 = 65
    [
      {
        relationship: 'other_family',
        benefits: ['ssdi'],
        age: '65_plus',
        condition: 'physical_disability',
      },
      65,
      'likely',
    ],
    // tanf 15 + grandparent 15 + 18_64 15 + aging 5 = 50
    [
      { relationship: 'grandparent', benefits: ['tanf'], age: '18_64', condition: 'aging_related' },
      50,
      'possible',
    ],
  ] as const)('%o scores %i (%s)', (answers, score, band) => {
    const outcome = assessAnswers({ ...base, ...answers, benefits: [...answers.benefits] });
    expect(outcome).toMatchObject({ ok: true, score, band });
  });

  it('cannot assess incomplete answers', () => {
    expect(assessAnswers({ benefits: [], zipCode: '' })).toEqual({ ok: false });
  });

  it.each([
    [['medicaid', 'medicare'], 'medicare_medicaid'],
    [['medicare_medicaid'], 'medicare_medicaid'],
    [['medicaid', 'snap'], 'medicaid'],
    [['medicare'], 'medicare'],
    [['none'], 'none'],
    [['ssi'], undefined],
  ] as const)('benefits %j carry insurance %s to onboarding', (benefits, insurance) => {
    expect(insuranceFromBenefits([...benefits])).toBe(insurance);
  });
});
