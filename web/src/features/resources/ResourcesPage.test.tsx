import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser } from '../../test/factories';
import type { RecordedRequest } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import ResourcesPage from './ResourcesPage';

const doc = (id: string, title: string) => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  title,
  url: `https://example.org/${id}`,
  excerpt: `About ${title.toLowerCase()}.`,
  sourceName: 'Family Caregiver Alliance',
  language: 'en',
  publishedAt: '2025-10-01T10:00:00.000Z',
});

const library = {
  total: 3,
  categories: [
    { category: 'Dementia', documents: [doc('1', 'Managing sundowning'), doc('2', 'Wandering')] },
    { category: 'Safety', documents: [doc('3', 'Preventing falls')] },
  ],
};

function answer(req: RecordedRequest) {
  const params = new URL(req.url, 'http://localhost').searchParams;
  const q = params.get('q')?.toLowerCase();
  const category = params.get('category');
  const categories = library.categories
    .filter((c) => !category || c.category === category)
    .map((c) => ({
      ...c,
      documents: c.documents.filter((d) => !q || d.title.toLowerCase().includes(q)),
    }))
    .filter((c) => c.documents.length > 0);
  return {
    json: { total: categories.reduce((n, c) => n + c.documents.length, 0), categories },
  };
}

describe('resources', () => {
  it('lists the library by category, searchable by text and category', async () => {
    const user = userEvent.setup();
    const { http } = renderWithProviders(<ResourcesPage />, {
      route: '/resources',
      user: aUser(),
      routes: { 'GET /api/resources': answer },
    });
    expect(await screen.findByRole('link', { name: /Managing sundowning/ })).toHaveAttribute(
      'href',
      'https://example.org/1',
    );
    expect(screen.getByRole('region', { name: 'Safety' })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('group', { name: 'Categories' })).getByRole('button', {
        name: 'Safety',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Dementia' })).not.toBeInTheDocument(),
    );
    expect(http.requests.some((r) => r.url.includes('category=Safety'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search resources' }), 'wander');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Managing sundowning/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: /Wandering/ })).toBeInTheDocument();
    expect(http.requests.some((r) => r.url.includes('q=wander'))).toBe(true);
  });

  it('says when nothing matches, and when the library could not be loaded', async () => {
    const user = userEvent.setup();
    let failing = false;
    renderWithProviders(<ResourcesPage />, {
      route: '/resources',
      user: aUser(),
      routes: {
        'GET /api/resources': (req) =>
          failing ? { status: 500, json: { message: 'down' } } : answer(req),
      },
    });
    await screen.findByRole('link', { name: /Managing sundowning/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search resources' }), 'respite');
    expect(await screen.findByText('No resources match your search.')).toBeInTheDocument();
    failing = true;
    await user.type(screen.getByRole('searchbox', { name: 'Search resources' }), ' care');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The library could not be loaded. Please try again.',
    );
  });

  it('shows everyone the help lines to call now', async () => {
    renderWithProviders(<ResourcesPage />, { route: '/resources', user: aUser() });
    const guidance = await screen.findByRole('region', { name: 'Help you can reach now' });
    expect(within(guidance).getByRole('link', { name: /988/ })).toHaveAttribute('href', 'tel:988');
    expect(within(guidance).getByRole('link', { name: /911/ })).toHaveAttribute('href', 'tel:911');
    // AARP's Spanish caregiver line answers in Spanish only: shown to a Spanish reader.
    expect(within(guidance).queryByRole('link', { name: /1-888-971-2013/ })).toBeNull();
  });

  it('gives a signed-in caregiver the support modal, not the signed-out form', async () => {
    renderWithProviders(<ResourcesPage />, {
      route: '/resources',
      user: aUser(),
      routes: { 'GET /api/resources': answer },
    });
    const support = await screen.findByRole('region', { name: 'Need help from a person?' });
    expect(within(support).getByRole('button', { name: 'Contact Support' })).toBeInTheDocument();
    expect(within(support).queryByLabelText('Your name')).not.toBeInTheDocument();
  });

  it('shows the support contact, and asks visitors to sign in for the library', async () => {
    const { http } = renderWithProviders(<ResourcesPage />, {
      route: '/resources',
      config: { supportEmail: 'help@tend.test' },
    });
    expect(await screen.findByRole('link', { name: /help@tend\.test/ })).toHaveAttribute(
      'href',
      'mailto:help@tend.test',
    );
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(http.calls('GET /api/resources')).toHaveLength(0);
  });
});
