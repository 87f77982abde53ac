import { screen, waitFor } from '@testing-library/react';
import type { Responder } from '../../test/fetch-mock';
import { renderApp } from '../../test/render';
import { aCircle, recipientId, you } from '../../../test/fixtures/circle-fixtures';

const momId = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';

/** `/circles` (where the coach sends her to share the load) for someone with these circles. */
function openCircles(routes: Record<string, Responder>, language?: 'en' | 'es-US') {
  return renderApp({
    route: '/circles',
    user: you,
    language,
    routes: {
      [`GET /api/recipients/${recipientId}/circle`]: { json: aCircle('owner') },
      [`GET /api/recipients/${recipientId}/tasks`]: { json: [] },
      [`GET /api/recipients/${recipientId}/updates`]: { json: [] },
      [`GET /api/recipients/${recipientId}/invitations`]: { json: [] },
      [`GET /api/recipients/${momId}/circle`]: {
        json: { ...aCircle('family'), recipientId: momId, recipientName: 'Mom' },
      },
      [`GET /api/recipients/${momId}/tasks`]: { json: [] },
      [`GET /api/recipients/${momId}/updates`]: { json: [] },
      ...routes,
    },
  });
}

const dad = { id: recipientId, name: 'Dad', relationship: 'parent', conditions: [] };

describe('her care circles at /circles', () => {
  it('opens her one circle at once', async () => {
    openCircles({ 'GET /api/recipients': { json: [dad] }, 'GET /api/circles': { json: [] } });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/recipients/${recipientId}`),
    );
    expect(await screen.findByRole('heading', { name: 'Dad', level: 1 })).toBeInTheDocument();
  });

  it('lists each circle, her own first, when she is in several', async () => {
    openCircles({
      'GET /api/recipients': { json: [dad] },
      'GET /api/circles': {
        json: [{ recipientId: momId, recipientName: 'Mom', yourRole: 'family' }],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Care circles', level: 1 })).toBeVisible();
    const circles = await screen.findAllByTestId('home-circle');
    await waitFor(() =>
      expect(circles.map((circle) => circle.textContent)).toEqual([
        expect.stringContaining("Dad's circle"),
        expect.stringContaining("Mom's circle"),
      ]),
    );
  });

  it('says how to start one when she has none, in Spanish too', async () => {
    openCircles({ 'GET /api/recipients': { json: [] }, 'GET /api/circles': { json: [] } }, 'es-US');
    expect(await screen.findByRole('heading', { name: 'Círculos de cuidado' })).toBeVisible();
    expect(screen.getByText(/empieza con la persona que usted cuida/)).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Agregar a la persona que usted cuida' }),
    ).toHaveAttribute('href', '/onboarding');
  });
});
