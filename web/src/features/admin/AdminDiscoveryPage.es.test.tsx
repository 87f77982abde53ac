import { screen } from '@testing-library/react';
import { aUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import AdminDiscoveryPage from './AdminDiscoveryPage';

afterEach(() => {
  document.documentElement.lang = 'en';
});

const emptyPage = { json: { items: [], nextCursor: null } };

describe('the admin page in Spanish', () => {
  it('frames the content sources in Spanish for a super administrator', async () => {
    renderWithProviders(<AdminDiscoveryPage />, {
      route: '/admin/discovery',
      user: aUser({ role: 'super_admin' }),
      language: 'es-US',
      routes: {
        'GET /api/discovery/sources/paged': emptyPage,
        'GET /api/discovery/jobs/paged': emptyPage,
      },
    });
    expect(
      await screen.findByText('Solo administradores: se requiere acceso de superusuario'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Recorridos' })).toBeInTheDocument();
    expect(await screen.findByText('No hay fuentes de contenido configuradas')).toBeInTheDocument();
    expect(screen.getByLabelText('Buscar fuentes')).toBeInTheDocument();
  });

  it('says in Spanish that the page is for super administrators', async () => {
    renderWithProviders(<AdminDiscoveryPage />, {
      route: '/admin/discovery',
      user: aUser(),
      language: 'es-US',
    });
    expect(await screen.findByRole('heading', { name: 'Acceso denegado' })).toBeInTheDocument();
  });
});
