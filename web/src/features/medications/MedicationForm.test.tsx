import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CircleRole } from '@tend/contracts';
import { renderWithProviders } from '../../test/render';
import { aCircle, you } from '../../../test/fixtures/circle-fixtures';
import {
  aMedication,
  metforminHistory,
  metforminId,
  recipientId,
} from '../../../test/fixtures/medication-fixtures';
import MedicationScreens from './MedicineScreensPage';

const base = `/api/recipients/${recipientId}`;

function renderAs(role: CircleRole, rest: string, more: Record<string, object> = {}) {
  return renderWithProviders(<MedicationScreens />, {
    route: `/recipients/${recipientId}/medications${rest}`,
    path: '/recipients/:id/*',
    user: you,
    routes: {
      [`GET ${base}/circle`]: { json: aCircle(role) },
      [`GET ${base}/medications`]: { json: [aMedication()] },
      [`GET ${base}/medications/${metforminId}/history`]: { json: metforminHistory },
      ...more,
    },
  });
}

const field = (label: string | RegExp) => screen.getByLabelText(label);
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });

describe('the medicine list and its forms', () => {
  it('lists each medicine with its strength and form, dose, schedule in words and purpose', async () => {
    renderAs('family', '');
    const card = await screen.findByRole('article', { name: 'Metformin' });
    expect(within(card).getByText('500 mg tablet')).toBeInTheDocument();
    expect(within(card).getByText('1 tablet each time')).toBeInTheDocument();
    expect(within(card).getByText(/^Every day at 8:00\sAM and 8:00\sPM$/)).toBeInTheDocument();
    expect(within(card).getByText('For: Diabetes')).toBeInTheDocument();
    expect(within(card).getByText(/60 doses on hand/)).toBeInTheDocument();
    expect(within(card).getByText(/Refill by Dec 10, 2026/)).toBeInTheDocument();
    // Family read the list and log doses; they do not add or change medicines.
    expect(screen.queryByRole('button', { name: 'Add a medicine' })).not.toBeInTheDocument();
  });

  it('says in sentences what is wrong with a new medicine, and sends nothing', async () => {
    const { http } = renderAs('owner', '/new');
    await screen.findByLabelText('How much');
    type('How much', '-2');
    fireEvent.click(screen.getByRole('button', { name: 'Add medicine' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fix the fields marked below.',
    );
    expect(
      screen.getByText("Please give the medicine's name, up to 120 characters."),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'A dose is an amount more than 0 (like 1 or 0.5) and a unit (like tablet or mL).',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('As needed'));
    fireEvent.click(screen.getByRole('button', { name: 'Add medicine' }));
    expect(
      await screen.findByText(/least time between doses is from a quarter of an hour/),
    ).toBeInTheDocument();
    expect(http.calls(`POST ${base}/medications`)).toHaveLength(0);
  });

  it('sends every field of a medicine taken twice a day, the owner marking it critical', async () => {
    const { http } = renderAs('owner', '/new', {
      [`POST ${base}/medications`]: { status: 201, json: aMedication() },
    });
    await screen.findByLabelText('Medicine name');
    type('Medicine name', 'Metformin');
    type('Strength (optional)', '500 mg');
    type('Form (optional)', 'tablet');
    type('Unit', 'tablet');
    type('Time 1', '08:00');
    fireEvent.click(screen.getByRole('button', { name: 'Add a time' }));
    type('Time 2', '20:00');
    fireEvent.click(screen.getByLabelText('On some days'));
    fireEvent.click(screen.getByLabelText('Mon'));
    fireEvent.click(screen.getByLabelText('Thu'));
    type('What it is for (optional)', 'Diabetes');
    type('Prescribed by (optional)', 'Dr. Patel');
    type('Pharmacy (optional)', 'Main Street Pharmacy');
    type('Start date', '2026-11-01');
    type('Doses on hand (optional)', '60');
    type('Refill date', '2026-12-10');
    type('Notes (optional)', 'With breakfast and dinner.');
    fireEvent.click(screen.getByLabelText('Critical: remind even during quiet hours'));
    type(/missed after/, '90');
    fireEvent.click(screen.getByRole('button', { name: 'Add medicine' }));
    await waitFor(() => expect(http.calls(`POST ${base}/medications`)).toHaveLength(1));
    expect(http.calls(`POST ${base}/medications`)[0].body).toEqual({
      name: 'Metformin',
      strength: '500 mg',
      form: 'tablet',
      dose: { amount: 1, unit: 'tablet' },
      schedule: {
        kind: 'scheduled',
        times: ['08:00', '20:00'],
        weekdays: ['MO', 'TH'],
        minimumGapMinutes: null,
      },
      purpose: 'Diabetes',
      prescriber: 'Dr. Patel',
      pharmacy: 'Main Street Pharmacy',
      startDate: '2026-11-01',
      stopDate: null,
      supplyOnHand: 60,
      refillDate: '2026-12-10',
      refillReminderDays: 7,
      notes: 'With breakfast and dinner.',
      critical: true,
      missedAfterMinutes: 90,
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/recipients/${recipientId}/medications`,
      ),
    );
  });

  it('sends a medicine taken as needed with its minimum gap in minutes', async () => {
    const { http } = renderAs('organizer', '/new', {
      [`POST ${base}/medications`]: { status: 201, json: aMedication() },
    });
    await screen.findByLabelText('Medicine name');
    type('Medicine name', 'Acetaminophen');
    type('How much', '2');
    type('Unit', 'tablets');
    fireEvent.click(screen.getByLabelText('As needed'));
    type('Least time between doses, in hours', '4');
    // Only the owner marks a medicine critical: an organizer is not offered it.
    expect(screen.queryByLabelText(/Critical/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add medicine' }));
    await waitFor(() => expect(http.calls(`POST ${base}/medications`)).toHaveLength(1));
    const body = http.calls(`POST ${base}/medications`)[0].body as Record<string, unknown>;
    expect(body.schedule).toEqual({ kind: 'as-needed', minimumGapMinutes: 240 });
    expect(body).not.toHaveProperty('critical');
  });

  it('keeps what was typed when the server refuses it, and says why', async () => {
    renderAs('owner', '/new', {
      [`POST ${base}/medications`]: {
        status: 400,
        json: {
          statusCode: 400,
          code: 'BAD_REQUEST',
          message: 'The stop date comes on or after the start date.',
        },
      },
    });
    await screen.findByLabelText('Medicine name');
    type('Medicine name', 'Insulin glargine');
    type('Unit', 'units');
    fireEvent.click(screen.getByRole('button', { name: 'Add medicine' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The stop date comes on or after the start date.',
    );
    expect(field('Medicine name')).toHaveValue('Insulin glargine');
  });

  it('sends only what changed, and shows who changed what and when', async () => {
    const { http } = renderAs('organizer', `/${metforminId}`, {
      [`PATCH ${base}/medications/${metforminId}`]: { json: aMedication() },
    });
    expect(await screen.findByText(/^Changed by Luis Rivera on/)).toBeInTheDocument();
    expect(
      screen.getByText('Dose: from 1 tablet each time to 2 tablet each time'),
    ).toBeInTheDocument();
    expect(screen.getByText('Stops: from none to 2030-01-01')).toBeInTheDocument();
    expect(screen.getByText(/^Added by Dana Rivera on/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Change this medicine' }));
    await screen.findByLabelText('How much');
    type('How much', '2');
    type('Pharmacy (optional)', 'Corner Drugs');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(http.calls(`PATCH ${base}/medications/${metforminId}`)).toHaveLength(1),
    );
    expect(http.calls(`PATCH ${base}/medications/${metforminId}`)[0].body).toEqual({
      dose: { amount: 2, unit: 'tablet' },
      pharmacy: 'Corner Drugs',
    });
  });

  it('shows family all that is known of a medicine, without a way to change it', async () => {
    renderAs('family', `/${metforminId}`);
    const card = await screen.findByRole('article', { name: 'Metformin' });
    expect(within(card).getByText('Prescribed by')).toBeInTheDocument();
    expect(within(card).getByText('Dr. Patel')).toBeInTheDocument();
    expect(within(card).getByText('Main Street Pharmacy')).toBeInTheDocument();
    expect(within(card).getByText('7 days before it runs out')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change this medicine' })).not.toBeInTheDocument();
    expect(await screen.findByText(/^Changed by Luis Rivera on/)).toBeInTheDocument();
  });

  it('shows a helper the not-found screen and never asks for the medicines', async () => {
    const { http } = renderAs('helper', '');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByText('Metformin')).not.toBeInTheDocument();
    expect(http.calls(`GET ${base}/medications`)).toHaveLength(0);
  });
});
