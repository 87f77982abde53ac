import { screen } from '@testing-library/react';
import type { HealthAuditEntry } from '@tend/contracts';
import { renderWithProviders } from '../../test/render';
import { aCircle, brother, you } from '../../../test/fixtures/circle-fixtures';
import { recipientId } from '../../../test/fixtures/medication-fixtures';
import RecipientPage from '../circle/RecipientPage';
import MedicationScreens from './MedicineScreensPage';

const base = `/api/recipients/${recipientId}`;
const audit: HealthAuditEntry[] = [
  { at: '2026-11-27T15:05:00.000Z', by: brother, action: 'logged-dose', subjectId: null },
  {
    at: '2026-11-27T14:00:00.000Z',
    by: null,
    action: 'clinician-read-visit-summary',
    subjectId: null,
  },
];

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('the audit and your settings in Spanish', () => {
  it('says who saw and changed what in Spanish', async () => {
    renderWithProviders(<MedicationScreens />, {
      route: `/recipients/${recipientId}/medications/audit`,
      path: '/recipients/:id/*',
      user: you,
      language: 'es-US',
      routes: {
        [`GET ${base}/circle`]: { json: aCircle('owner') },
        [`GET ${base}/health-audit`]: { json: audit },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Quién vio y cambió qué' }),
    ).toBeInTheDocument();
    // The heading comes before the audit's answer: wait for its lines.
    expect(
      await screen.findByText('Luis Rivera anotó si una dosis se dio o no'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Un profesional de salud abrió la hoja para el médico con su enlace compartido',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: /viernes, 27 de noviembre de 2026/ }),
    ).toBeInTheDocument();
  });

  it('says when reminders keep quiet in Spanish', async () => {
    renderWithProviders(<RecipientPage />, {
      route: `/recipients/${recipientId}/circle`,
      path: '/recipients/:id/*',
      user: you,
      language: 'es-US',
      routes: {
        [`GET ${base}/circle`]: { json: aCircle('family') },
        [`GET ${base}/invitations`]: { json: [] },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Su configuración en este círculo' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Los recordatorios esperan a que terminen sus horas de silencio/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('switch', { name: 'Recordarme las dosis y los resurtidos de Dad' }),
    ).toBeChecked();
  });
});
