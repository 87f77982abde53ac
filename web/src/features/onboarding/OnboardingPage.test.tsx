import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProfile, aUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import OnboardingPage from './OnboardingPage';
import { decodeDataParam } from './onboarding-prefill';

const carryOver = {
  fromEligibilityCheck: true,
  relationship: 'adult_child',
  insuranceType: 'medicaid',
  answers: { relationship: 'adult_child' },
};

/** What the checker stores: the carry-over and her whole answers (a parent with dementia in NJ). */
const fullCarryOver = {
  fromEligibilityCheck: true,
  relationship: 'adult_child',
  insuranceType: 'medicare',
  answers: {
    relationship: 'adult_child',
    benefits: ['medicare'],
    age: '65_plus',
    state: 'NJ',
    zipCode: '07102',
    condition: 'dementia',
  },
};

function renderOnboarding(route = '/onboarding', routes = {}) {
  return renderWithProviders(<OnboardingPage />, {
    route,
    user: aUser({ firstName: 'Dana', lastName: 'Rivera' }),
    routes: {
      'GET /api/profile': { status: 200, text: '' },
      'GET /api/recipients': { json: [] },
      ...routes,
    },
  });
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, { relationship = true } = {}) {
  // The form shows once the profile is known (a first run, not an edit).
  await user.type(await screen.findByLabelText('Location', { exact: false }), 'Newark, NJ');
  await user.type(screen.getByLabelText('Their name'), 'Rosa');
  if (relationship)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Relationship' }), 'parent');
  await user.click(screen.getByRole('checkbox', { name: 'Mobility issues' }));
  await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Service' }));
  await user.click(screen.getByRole('checkbox', { name: 'I accept the Privacy Policy' }));
  await user.click(screen.getByRole('checkbox', { name: /I consent to data usage/ }));
}

describe('onboarding', () => {
  afterEach(() => jest.useRealTimers());

  it("shows every field's message and saves nothing while the form is incomplete", async () => {
    const user = userEvent.setup();
    const { http } = renderOnboarding();
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveValue('Dana Rivera'));
    await user.clear(screen.getByLabelText('Your name'));
    await user.click(screen.getByRole('button', { name: 'Continue to Dashboard' }));
    for (const message of [
      'Name is required',
      'Location is required',
      'Care recipient name is required',
      'Relationship is required',
      'Please select at least one condition',
      'You must accept the Terms of Service to continue',
      'You must accept the Privacy Policy to continue',
      'You must consent to data usage to use our services',
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(http.calls('POST /api/profile')).toHaveLength(0);
  });

  it('refuses a phone number written with letters or emoji, saying which characters it takes', async () => {
    const user = userEvent.setup();
    const { http } = renderOnboarding();
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveValue('Dana Rivera'));
    await fillForm(user);
    const phone = screen.getByLabelText('Phone number (optional)');
    await user.type(phone, 'abc-😀');
    await user.click(screen.getByRole('button', { name: 'Continue to Dashboard' }));
    expect(
      screen.getByText(
        'Please enter a phone number using only digits, spaces, + - ( ) . or ext (for example 555-010-0100)',
      ),
    ).toBeInTheDocument();
    expect(phone).toHaveFocus();
    expect(http.calls('POST /api/profile')).toHaveLength(0);
  });

  it('links the consents to the terms and the privacy policy', async () => {
    renderOnboarding();
    expect(await screen.findByRole('link', { name: 'Read the Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service?returnTo=/onboarding',
    );
    expect(screen.getByRole('link', { name: 'Read the Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy?returnTo=/onboarding',
    );
  });

  it('keeps what was typed through a reload (never the agreements) and forgets it once saved', async () => {
    const user = userEvent.setup();
    const consents = [
      'I accept the Terms of Service',
      'I accept the Privacy Policy',
      /I consent to data usage/,
    ];
    const before = renderOnboarding();
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveValue('Dana Rivera'));
    await fillForm(user);
    before.unmount();

    const after = renderOnboarding('/onboarding', {
      'POST /api/profile': { status: 201, json: {} },
      'POST /api/recipients': { status: 201, json: { id: 'r1' } },
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Location', { exact: false })).toHaveValue('Newark, NJ'),
    );
    expect(screen.getByLabelText('Their name')).toHaveValue('Rosa');
    expect(screen.getByRole('combobox', { name: 'Relationship' })).toHaveValue('parent');
    expect(screen.getByRole('checkbox', { name: 'Mobility issues' })).toBeChecked();
    for (const name of consents) expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
    for (const name of consents) await user.click(screen.getByRole('checkbox', { name }));
    await user.click(screen.getByRole('button', { name: 'Continue to Dashboard' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    after.unmount();

    renderOnboarding();
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveValue('Dana Rivera'));
    expect(screen.getByLabelText('Location', { exact: false })).toHaveValue('');
    expect(screen.getByLabelText('Their name')).toHaveValue('');
  });

  it('saves the profile, then the care recipient, and goes home', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { http } = renderOnboarding('/onboarding', {
      'POST /api/profile': { status: 201, json: {} },
      'POST /api/recipients': { status: 201, json: { id: 'r1' } },
    });
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveValue('Dana Rivera'));
    await fillForm(user);
    const realFetch = global.fetch;
    global.fetch = jest.fn(async (...args: Parameters<typeof fetch>) => {
      await gate;
      return realFetch(...args);
    });
    await user.click(screen.getByRole('button', { name: 'Continue to Dashboard' }));
    expect(await screen.findByRole('button', { name: 'Setting up...' })).toBeDisabled();
    release();
    expect(
      await screen.findByText('Your profile has been set up successfully.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));

    const profile = http.calls('POST /api/profile')[0].body as Record<string, unknown>;
    expect(profile).toMatchObject({
      name: 'Dana Rivera',
      location: 'Newark, NJ',
      phoneNumber: null,
      isOnboardingComplete: true,
    });
    for (const key of ['agreedToTermsAt', 'agreedToPrivacyAt', 'consentedToDataUsageAt'])
      expect(new Date(profile[key] as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(http.calls('POST /api/recipients')[0].body).toEqual({
      name: 'Rosa',
      relationship: 'parent',
      conditions: ['mobility_issues'],
      insuranceType: null,
    });
    const order = http.requests.map((r) => `${r.method} ${r.path}`);
    expect(order.indexOf('POST /api/profile')).toBeLessThan(order.indexOf('POST /api/recipients'));
  });

  it("reports 'Setup Error' when saving fails", async () => {
    const user = userEvent.setup();
    renderOnboarding('/onboarding', {
      'POST /api/profile': { status: 201, json: {} },
      'POST /api/recipients': { status: 500, text: 'down' },
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Dashboard' }));
    expect(await screen.findByText('Setup Error')).toBeInTheDocument();
    expect(
      screen.getByText('Failed to complete onboarding. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/onboarding');
  });

  it("'Skip for now' goes home without saving", async () => {
    const user = userEvent.setup();
    const { http } = renderOnboarding();
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(http.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('applies eligibility data from local storage read-only, welcomes, and removes it after 3000 ms', async () => {
    jest.useFakeTimers();
    localStorage.setItem('eligibilityData', JSON.stringify(carryOver));
    renderOnboarding();
    expect(
      await screen.findByRole('heading', { name: 'Complete your profile' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Welcome! We saved your eligibility info')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Relationship/ })).toHaveValue('Adult child');
    expect(screen.getByRole('textbox', { name: /Relationship/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /Insurance/ })).toHaveValue('Medicaid');
    expect(screen.getAllByText('(from eligibility check)')).toHaveLength(2);
    act(() => jest.advanceTimersByTime(2999));
    expect(localStorage.getItem('eligibilityData')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(localStorage.getItem('eligibilityData')).toBeNull();
  });

  it('decodes and stores the data parameter, then rewrites the address', async () => {
    const encoded = btoa(JSON.stringify(carryOver));
    renderOnboarding(`/onboarding?data=${encodeURIComponent(encoded)}`);
    expect(
      await screen.findByRole('heading', { name: 'Complete your profile' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/onboarding$/));
    expect(JSON.parse(localStorage.getItem('eligibilityData') ?? 'null')).toEqual(carryOver);
    // The form takes the prefill in an effect after the title changes: wait for it, not a render.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Relationship/ })).toHaveValue('Adult child'),
    );
  });

  it('only logs a data parameter it cannot decode', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderOnboarding('/onboarding?data=%%not-data');
    expect(await screen.findByRole('heading', { name: 'Welcome to Tend' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      'Could not decode the eligibility data in the address',
      expect.any(Error),
    );
    expect(localStorage.getItem('eligibilityData')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Relationship' })).toBeInTheDocument();
    log.mockRestore();
  });

  it('reads JSON and base64url data parameters alike', () => {
    const json = JSON.stringify(carryOver);
    const base64url = btoa(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(JSON.parse(decodeDataParam(json))).toEqual(carryOver);
    expect(JSON.parse(decodeDataParam(base64url))).toEqual(carryOver);
    expect(() => decodeDataParam('"just text"')).toThrow();
  });

  it('after sign-up: shows the agreements as given, carries every answer, and saves', async () => {
    const user = userEvent.setup();
    localStorage.setItem('eligibilityData', JSON.stringify(fullCarryOver));
    const signedUp = aProfile({ name: '', location: null, isOnboardingComplete: false });
    const { http } = renderOnboarding('/onboarding', {
      'GET /api/profile': { json: signedUp },
      'POST /api/profile': { json: aProfile() },
      'POST /api/recipients': { status: 201, json: { id: 'r1' } },
    });
    expect(
      await screen.findByRole('heading', { name: 'Complete your profile' }),
    ).toBeInTheDocument();
    for (const given of [
      'You accepted the Terms of Service on September 1, 2025.',
      'You accepted the Privacy Policy on September 1, 2025.',
      'You consented to data usage on September 1, 2025.',
    ])
      expect(screen.getByText(given)).toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox', { name: /I accept|I consent/ })).toHaveLength(0);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: "Dementia or Alzheimer's" })).toBeChecked(),
    );
    expect(screen.getByLabelText('Location', { exact: false })).toHaveValue('NJ 07102');
    expect(screen.getByRole('textbox', { name: /Relationship/ })).toHaveValue('Adult child');
    expect(screen.getByRole('textbox', { name: /Insurance/ })).toHaveValue('Medicare');

    // Every answer stays hers to change: the place, the conditions, and the checker's two.
    await user.type(screen.getByLabelText('Location', { exact: false }), ' Newark');
    await user.click(screen.getByRole('checkbox', { name: 'Diabetes' }));
    await user.click(screen.getByRole('button', { name: 'Change Insurance' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Insurance/ }),
      'medicare_medicaid',
    );
    await user.type(screen.getByLabelText('Their name'), 'Rosa');
    await user.click(screen.getByRole('button', { name: 'Continue to Dashboard' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));

    // The agreements go with the days they were given, which the server keeps.
    expect(http.calls('POST /api/profile')[0].body).toMatchObject({
      location: 'NJ 07102 Newark',
      isOnboardingComplete: true,
      agreedToTermsAt: signedUp.agreedToTermsAt,
      agreedToPrivacyAt: signedUp.agreedToPrivacyAt,
      consentedToDataUsageAt: signedUp.consentedToDataUsageAt,
    });
    expect(http.calls('POST /api/recipients')[0].body).toEqual({
      name: 'Rosa',
      relationship: 'adult_child',
      conditions: ['dementia', 'diabetes'],
      insuranceType: 'medicare_medicaid',
    });
  });

  it('welcomes with the eligibility answers once, not again on a reload', async () => {
    localStorage.setItem('eligibilityData', JSON.stringify(fullCarryOver));
    const first = renderOnboarding();
    expect(await screen.findByText('Welcome! We saved your eligibility info')).toBeInTheDocument();
    first.unmount();

    localStorage.setItem('eligibilityData', JSON.stringify(fullCarryOver));
    renderOnboarding();
    expect(
      await screen.findByRole('heading', { name: 'Complete your profile' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Relationship/ })).toHaveValue('Adult child'),
    );
    expect(screen.queryByText('Welcome! We saved your eligibility info')).not.toBeInTheDocument();
  });

  it('edits a completed profile: her answers filled in, agreements shown as given, Save', async () => {
    const user = userEvent.setup();
    const { http } = renderOnboarding('/onboarding', {
      'GET /api/profile': { json: aProfile({ location: 'Newark, NJ' }) },
      'GET /api/recipients': {
        json: [
          {
            id: 'r1',
            name: 'Rosa',
            relationship: 'parent',
            conditions: ['dementia'],
            insuranceType: null,
          },
        ],
      },
      'POST /api/profile': { json: aProfile() },
      'PUT /api/recipients/r1': { json: {} },
    });
    expect(await screen.findByRole('heading', { name: 'Edit your profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip for now' })).not.toBeInTheDocument();
    expect(
      screen.getByText('You accepted the Terms of Service on September 1, 2025.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('checkbox', { name: 'I accept the Terms of Service' }),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Their name')).toHaveValue('Rosa'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
    // No agreement is given again: the server keeps each one with the day it was given.
    expect(http.calls('POST /api/profile')[0].body).toMatchObject({
      location: 'Newark, NJ',
      isOnboardingComplete: false,
      agreedToTermsAt: null,
    });
  });
});
