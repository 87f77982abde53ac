import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publicPages } from '../../prerender/public-pages';
import { someSafetyFigures } from '../../test/factories';
import { renderApp, renderWithProviders } from '../../test/render';
import CoachSafetyPage from './CoachSafetyPage';
import type { SafetyFigures } from './safety-figures';

const notMeasured: SafetyFigures = {
  measuredOn: null,
  set: 'untouched',
  messages: null,
  crises: null,
  ordinary: null,
  crisesReachingConcern: null,
  urgentCrisesReachingEmergency: null,
  ordinaryGivenEmergency: null,
  ordinaryGivenConcern: null,
  byKind: [],
};

const measured = someSafetyFigures();

const renderPage = (figures: SafetyFigures) =>
  renderWithProviders(<CoachSafetyPage figures={figures} />, { route: '/coach-safety' });

/** The four headline figures as the page lists them: label, then value and aim. */
function headlineFigures(): string[] {
  return Array.from(document.querySelectorAll('.coach-safety__figure')).map(
    (figure) => figure.querySelector('dd')?.textContent ?? '',
  );
}

describe('/coach-safety: how the coach handles a crisis', () => {
  it('publishes what it detects, what it shows, what it never does and how it is measured', () => {
    renderPage(notMeasured);
    expect(
      screen.getByRole('heading', { level: 1, name: "How Tend's coach handles a crisis" }),
    ).toBeInTheDocument();
    for (const section of [
      'What the coach looks for',
      'What it shows',
      'What it never does',
      'How it is measured',
      'The latest figures',
    ])
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    const looksFor = screen.getByRole('heading', { level: 2, name: 'What the coach looks for' })
      .nextElementSibling as HTMLElement;
    for (const kind of [
      /own thoughts of suicide/,
      /person you care for saying they want to die/,
      /afraid you might hurt the person you care for/,
      /hurt or threatened by the person you care for, or by someone else in the home/,
      /Abuse, neglect or financial exploitation/,
      /A missing person/,
      /Medical emergencies/,
      /overdose or a poisoning/,
    ])
      expect(within(looksFor).getByText(kind)).toBeInTheDocument();
    expect(screen.getByText('It reads for these in English and in Spanish.')).toBeInTheDocument();
    expect(
      screen.getByText('A message written in Spanish gets this guidance in Spanish.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Emergency' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Concern' })).toBeInTheDocument();
    expect(screen.getByText('Are you thinking about ending your life?')).toBeInTheDocument();
    expect(screen.getByText(/never lowers a level a rule raised/)).toBeInTheDocument();
    expect(screen.getByText(/not a crisis service and never contacts anyone/)).toBeInTheDocument();
    expect(screen.getByText(/hold no message text and no user id/)).toBeInTheDocument();
    expect(screen.getByText(/logs hold only the kind and the level/)).toBeInTheDocument();
    expect(screen.getByText(/written by people who never saw its rules/)).toBeInTheDocument();
    expect(screen.getByText(/never used to tune it/)).toBeInTheDocument();
    expect(screen.getByText(/reported on that set only/)).toBeInTheDocument();
  });

  it('gives every line it names as a link that dials or texts it', () => {
    renderPage(notMeasured);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const href of [
      'tel:911',
      'tel:988',
      'sms:988',
      'tel:+18002221222',
      'tel:+18006771116',
      'tel:+18007997233',
      'sms:88788',
    ])
      expect(hrefs).toContain(href);
    expect(screen.getByRole('link', { name: '1-800-222-1222' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'text START to 88788' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('says "not yet measured" for every figure not yet measured', () => {
    renderPage(notMeasured);
    const latest = screen.getByRole('heading', { level: 2, name: 'The latest figures' });
    expect(latest).toBeInTheDocument();
    expect(screen.getByText(/Measured on:/)).toHaveTextContent(
      'Measured on: not yet measured. The set kept aside: not yet measured.',
    );
    expect(headlineFigures()).toEqual([
      'not yet measured (aim: 95% or more)',
      'not yet measured (aim: 90% or more)',
      'not yet measured (aim: 3% or less)',
      'not yet measured (aim: 10% or less)',
    ]);
    expect(screen.getByText('By kind: not yet measured.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\d+(\.\d+)?%(?! or (more|less))/);
  });

  it('shows the figures once measured, kind by kind', () => {
    renderPage(measured);
    expect(screen.getByText(/Measured on:/)).toHaveTextContent(
      'Measured on: February 14, 2026. The set kept aside: 640 messages: 320 crises and 320 ordinary caregiving messages.',
    );
    expect(headlineFigures()).toEqual([
      '96.3% (aim: 95% or more)',
      '91% (aim: 90% or more)',
      '2.5% (aim: 3% or less)',
      '8.8% (aim: 10% or less)',
    ]);
    const kinds = within(document.querySelector('.coach-safety__kinds') as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(kinds).toEqual([
      'Thoughts of suicide: 49 of 50 (98%) reached at least a concern, 45 of 50 (90%) an emergency.',
      'A missing person: 20 of 20 (100%) reached at least a concern, 19 of 20 (95%) an emergency.',
    ]);
    expect(screen.queryByText(/not yet measured/)).not.toBeInTheDocument();
  });

  it('is open to visitors at /coach-safety, and rendered at build time', async () => {
    renderApp({ route: '/coach-safety' });
    expect(
      await screen.findByRole('heading', { level: 1, name: "How Tend's coach handles a crisis" }),
    ).toBeInTheDocument();
    expect(document.title).toBe("How Tend's coach handles a crisis · Tend");
    expect(publicPages.find((page) => page.path === '/coach-safety')).toMatchObject({
      module: 'src/features/coach-safety/CoachSafetyPage.tsx',
      visitorOnly: false,
      // Rendered with the title in its language (the same words as document.title above).
      titleId: 'coachSafety.title',
    });
  });

  it('goes back to where it was opened from (returnTo), else home', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/coach-safety?returnTo=/ai-coach' });
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/ai-coach');
  });

  it('goes home from Back when it was opened directly', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/coach-safety' });
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('is linked from the legal links of the landing footer', async () => {
    const user = userEvent.setup();
    renderApp();
    const footer = await screen.findByRole('navigation', { name: 'Legal' });
    await user.click(within(footer).getByRole('link', { name: 'Coach Safety' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: "How Tend's coach handles a crisis" }),
    ).toBeInTheDocument();
  });
});
