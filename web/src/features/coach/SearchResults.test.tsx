import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser } from '../../test/factories';
import type { ResponseSpec } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { SearchResults } from './SearchResults';

const hit = {
  conversationId: '00000000-0000-4000-8000-000000000001',
  conversationTitle: 'Sundowning',
  messageId: null,
  snippet: 'She gets restless at dusk',
  highlights: [[9, 17]],
};

function search(answer: ResponseSpec, onSelect = jest.fn()) {
  renderWithProviders(<SearchResults query="restless" onSelect={onSelect} />, {
    route: '/ai-coach',
    user: aUser(),
    routes: { 'GET /api/chat/search': answer },
  });
  return onSelect;
}

describe('search results', () => {
  it('says it is searching, then lists each hit with its words marked, opening its conversation', async () => {
    const user = userEvent.setup();
    const onSelect = search({ json: { results: [hit] } });
    expect(screen.getByText('Searching...')).toBeInTheDocument();
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(results.querySelector('mark')).toHaveTextContent('restless');
    await user.click(screen.getByRole('button', { name: /Sundowning/ }));
    expect(onSelect).toHaveBeenCalledWith(hit.conversationId);
  });

  it('says when nothing matches', async () => {
    search({ json: { results: [] } });
    expect(await screen.findByText('No conversations match “restless”.')).toBeInTheDocument();
  });

  it('says when the search failed', async () => {
    search({ status: 500, json: { message: 'down' } });
    expect(await screen.findByText('Search failed. Please try again.')).toBeInTheDocument();
  });
});
