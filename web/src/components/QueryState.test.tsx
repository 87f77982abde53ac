import { fireEvent, render, screen } from '@testing-library/react';
import { QueryState, type QueryStatus } from './QueryState';

function Items({ query, onRetry }: { query: QueryStatus<string[] | null>; onRetry?: () => void }) {
  return (
    <QueryState
      query={query}
      loading="Loading the items..."
      error="The items could not be loaded."
      onRetry={onRetry}
      isEmpty={(items) => items.length === 0}
      empty={<p>No items yet</p>}
    >
      {(items) => <p>Items: {items.join(', ')}</p>}
    </QueryState>
  );
}

const waiting = { isLoading: true, isError: false };
const failed = { isLoading: false, isError: true };

describe('QueryState', () => {
  it('says it is loading as a status line', () => {
    render(<Items query={waiting} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the items...');
    expect(screen.queryByText(/Items:/)).not.toBeInTheDocument();
  });

  it('says a failure at once, and offers to try again only when it can', () => {
    const { rerender } = render(<Items query={failed} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The items could not be loaded.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();

    const retry = jest.fn();
    rerender(<Items query={failed} onRetry={retry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows the failure when nothing came and nothing failed (a skipped query, a null answer)', () => {
    const { rerender } = render(<Items query={{ isLoading: false, isError: false }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The items could not be loaded.');
    rerender(<Items query={{ isLoading: false, isError: false, data: null }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The items could not be loaded.');
  });

  it('shows the empty state for empty data, and the data otherwise', () => {
    const { rerender } = render(<Items query={{ ...failed, isError: false, data: [] }} />);
    expect(screen.getByText('No items yet')).toBeInTheDocument();

    rerender(<Items query={{ ...failed, isError: false, data: ['tea', 'toast'] }} />);
    expect(screen.getByText('Items: tea, toast')).toBeInTheDocument();
    expect(screen.queryByText('No items yet')).not.toBeInTheDocument();
  });

  it('shows a screen’s own element for a state as it is', () => {
    render(
      <QueryState query={waiting} loading={<div aria-busy="true">Skeleton</div>} error="x">
        {() => null}
      </QueryState>,
    );
    expect(screen.getByText('Skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
