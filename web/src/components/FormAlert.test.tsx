import { render, screen } from '@testing-library/react';
import { FormAlert } from './FormAlert';
import { SubmitButton } from './SubmitButton';

describe('a form’s alert and button', () => {
  it('says why sending failed at once, and nothing while all is well', () => {
    const { rerender } = render(<FormAlert message={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormAlert message="We could not send the link just now." />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not send the link just now.');
  });

  it('says what it is doing while busy, and cannot be pressed again', () => {
    const { rerender } = render(
      <SubmitButton busy={false} busyLabel="Sending...">
        Send reset link
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
    rerender(
      <SubmitButton busy busyLabel="Sending...">
        Send reset link
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  });
});
