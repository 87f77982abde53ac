import { BurdenQuestions } from '@tend/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { aResultWithSteps } from '../../../test/fixtures/assessment-fixtures';
import AssessmentPage from './AssessmentPage';

afterEach(() => {
  window.sessionStorage.clear();
  document.documentElement.lang = 'en';
});

const saved = {
  id: '8d0b5a57-3c1e-4d55-9a1d-1f2e3d4c5b6a',
  score: 53,
  level: 'Moderate',
  recommendations: [],
  recommendationKeys: [],
  completedAt: '2025-10-03T10:00:00.000Z',
  responses: {
    sleep_disruption: { value: 'most_days', score: 3, comment: 'Me despierto a las 2.' },
  },
  change: null,
};

describe('the check-in in Spanish', () => {
  it('asks its questions, options and buttons in Spanish', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AssessmentPage />, {
      route: '/assessment',
      user: aUser(),
      language: 'es-US',
      routes: { 'GET /api/assessments': { json: [] } },
    });
    expect(await screen.findByText('Pregunta 1 de 10')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: /más de lo que una sola persona puede manejar/ }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('¿Quiere agregar algo? (opcional)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Falta una respuesta')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'La mayoría de los días' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Pregunta 2 de 10')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Con fuerza y salud' })).toBeInTheDocument();
    expect(BurdenQuestions[1].id).toBe('physical_health');
  });

  it('shows a saved result with its level, topics and dates in Spanish', async () => {
    renderWithProviders(<AssessmentPage />, {
      route: `/assessment?result=${saved.id}`,
      user: aUser(),
      language: 'es-US',
      routes: {
        'GET /api/assessments': { json: [saved] },
        [`GET /api/assessments/${saved.id}`]: { json: saved },
      },
    });
    const result = await screen.findByRole('region', { name: 'Sus resultados' });
    expect(within(result).getByText('Carga moderada')).toBeInTheDocument();
    expect(within(result).getByText('3 de octubre de 2025')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Lo que más le pesa' })).getByText('El sueño'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Eldercare Locator: ayuda cerca de usted/ }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', {
        name: /^Puntaje de carga con el tiempo\. Un chequeo: 53 \(Moderada\) el 3 de octubre de 2025\.$/,
      }),
    ).toBeInTheDocument();
  });

  it("words this week's steps in Spanish, and a text saved before keys as it was written", async () => {
    renderWithProviders(<AssessmentPage />, {
      route: `/assessment?result=${aResultWithSteps.id}`,
      user: aUser(),
      language: 'es-US',
      routes: {
        'GET /api/assessments': { json: [aResultWithSteps] },
        [`GET /api/assessments/${aResultWithSteps.id}`]: { json: aResultWithSteps },
      },
    });
    const steps = await screen.findByRole('list', { name: 'Recomendaciones para esta semana' });
    const texts = within(steps)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    expect(texts).toHaveLength(4);
    expect(texts[0]).toMatch(
      /^Si alguna vez siente que ya no puede más.*al 988 para hablar con la Línea de Prevención del Suicidio y Crisis \(oprima 2 para español.*llame al 911\.$/,
    );
    expect(texts[1]).toMatch(
      /^Usted lleva una carga muy pesada.*Eldercare Locator \(1-800-677-1116/,
    );
    expect(texts[2]).toMatch(/^Pregunte por el cuidado de relevo \(respite care\)/);
    // No step of the service's English is left, only the text no step matches.
    for (const english of aResultWithSteps.recommendations.slice(0, 3))
      expect(texts).not.toContain(english);
    expect(texts[3]).toBe('Keep a simple sleep log.');
  });
});
