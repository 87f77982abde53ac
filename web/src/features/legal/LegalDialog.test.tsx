import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import LegalDialog from './LegalDialog';

/** Puts the text at `top`; `fire: false` for a close that comes before the scroll event. */
function scrollTo(top: number, { fire = true } = {}) {
  const box = screen.getByTestId('legal-scroll');
  Object.defineProperty(box, 'scrollHeight', { configurable: true, value: 1000 });
  Object.defineProperty(box, 'clientHeight', { configurable: true, value: 400 });
  Object.defineProperty(box, 'scrollTop', { configurable: true, writable: true, value: top });
  if (fire) fireEvent.scroll(box);
}

describe('legal dialogs', () => {
  it('reports reaching the bottom within 10 px, once', async () => {
    const onScrolledToBottom = jest.fn();
    renderWithProviders(
      <LegalDialog
        document="terms"
        open
        onClose={() => undefined}
        onScrolledToBottom={onScrolledToBottom}
      />,
    );
    await screen.findByRole('dialog', { name: 'Terms of Service' });
    scrollTo(500);
    expect(onScrolledToBottom).not.toHaveBeenCalled();
    scrollTo(589);
    expect(onScrolledToBottom).not.toHaveBeenCalled();
    scrollTo(590);
    scrollTo(600);
    expect(onScrolledToBottom).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['at the end', 600, 1],
    ['part-way', 300, 0],
  ])('counts a dialog closed %s before its scroll event arrived', async (_where, top, reports) => {
    const onScrolledToBottom = jest.fn();
    const onClose = jest.fn();
    renderWithProviders(
      <LegalDialog
        document="privacy"
        open
        onClose={onClose}
        onScrolledToBottom={onScrolledToBottom}
      />,
    );
    await screen.findByRole('dialog', { name: 'Privacy Policy' });
    scrollTo(top, { fire: false });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onScrolledToBottom).toHaveBeenCalledTimes(reports);
  });

  it('calls the accept handler, closes, and clears the accept checkbox after 300 ms', async () => {
    const onAccept = jest.fn();
    const onClose = jest.fn();
    renderWithProviders(
      <LegalDialog document="privacy" open onClose={onClose} onAccept={onAccept} />,
    );
    const accept = await screen.findByRole('checkbox', {
      name: 'I have read and agree to the Privacy Policy',
    });
    jest.useFakeTimers();
    try {
      fireEvent.click(accept);
      expect(onAccept).toHaveBeenCalledTimes(1);
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(accept).toBeChecked();
      act(() => jest.advanceTimersByTime(299));
      expect(accept).toBeChecked();
      act(() => jest.advanceTimersByTime(1));
      expect(accept).not.toBeChecked();
    } finally {
      jest.useRealTimers();
    }
  });

  it('has no accept checkbox on the consent notice, and shows the legal stance', async () => {
    renderWithProviders(<LegalDialog document="consent" open onClose={() => undefined} />, {
      config: { supportEmail: 'care@tend.test' },
    });
    await screen.findByRole('dialog', { name: 'Consent to Upload Health Information' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText(/Last updated: August 27, 2025/)).toBeInTheDocument();
    expect(screen.getByText(/does not provide medical advice/)).toBeInTheDocument();
    expect(screen.getByText(/laws of the State of New Jersey/)).toBeInTheDocument();
  });

  it('puts the legal stance in the terms and privacy texts', async () => {
    renderWithProviders(<LegalDialog document="privacy" open onClose={() => undefined} />, {
      config: { supportEmail: 'care@tend.test' },
    });
    await screen.findByRole('dialog', { name: 'Privacy Policy' });
    expect(screen.getByText(/within about 10 business days/)).toBeInTheDocument();
    expect(screen.getByText(/within 45 days/)).toBeInTheDocument();
    expect(screen.getByText(/not directed at children under 13/)).toBeInTheDocument();
  });
});
