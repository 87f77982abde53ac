import { render, screen } from '@testing-library/react';
import { CurrentPasswordField, EmailField } from './AuthFields';
import { NewPasswordField, newPasswordProblem } from './NewPasswordField';

const noop = () => undefined;

describe('the account forms’ fields', () => {
  it('offers the e-mail keyboard and the saved address, and says what is wrong', () => {
    render(<EmailField value="ann@" error="Valid email is required" onChange={noop} />);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('inputmode', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Valid email is required');
  });

  it('lets the browser fill the saved password, hidden until she asks to see it', () => {
    render(<CurrentPasswordField value="" onChange={noop} />);
    const password = screen.getByLabelText('Current password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('shows a new password’s strength and lets the browser suggest one', () => {
    render(<NewPasswordField value="caring" onChange={noop} />);
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Weak',
    );
  });

  it('names the first rule a new password breaks, and nothing for a good one', () => {
    expect(newPasswordProblem('caring')).toBe('Password must be at least 8 characters');
    expect(newPasswordProblem('Caring4Mom!')).toBeUndefined();
  });
});
