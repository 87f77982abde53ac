import { act, screen } from '@testing-library/react';
import { useToast } from './use-toast';
import { renderWithProviders } from '../../test/render';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast({ title: 'First toast', description: 'one' })}>first</button>
      <button
        onClick={() => toast({ title: 'Second toast', description: 'two', variant: 'destructive' })}
      >
        second
      </button>
    </>
  );
}

describe('toasts', () => {
  it('shows at most one toast at a time (the newest) and removes it after 3000 ms', () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<Buttons />);
      act(() => screen.getByRole('button', { name: 'first' }).click());
      expect(screen.getByText('First toast')).toBeInTheDocument();
      act(() => screen.getByRole('button', { name: 'second' }).click());
      expect(screen.queryByText('First toast')).not.toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Second toasttwo');
      act(() => jest.advanceTimersByTime(2999));
      expect(screen.getByText('Second toast')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText('Second toast')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('can be closed by the user', () => {
    renderWithProviders(<Buttons />);
    act(() => screen.getByRole('button', { name: 'first' }).click());
    act(() => screen.getByRole('button', { name: 'Close notification' }).click());
    expect(screen.queryByText('First toast')).not.toBeInTheDocument();
  });
});
