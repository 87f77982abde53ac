import { render } from '@testing-library/react';
import { formatRich, formatText } from './format';
import './parts/locale-rules';

describe('formatting a message', () => {
  it('shows plain text as it is', () => {
    expect(formatText('en', 'plain', "You're offline.")).toBe("You're offline.");
  });

  it('fills in arguments', () => {
    expect(formatText('en', 'argument', 'In an emergency, call {number}.', { number: '911' })).toBe(
      'In an emergency, call 911.',
    );
  });

  it('follows the language’s plural rules through intl-messageformat', () => {
    const message = '{count, plural, one {# día} other {# días}}';
    expect(formatText('es-US', 'plural', message, { count: 1 })).toBe('1 día');
    expect(formatText('es-US', 'plural', message, { count: 2000 })).toBe('2,000 días');
  });

  it('puts elements inside a sentence', () => {
    const { container } = render(
      <p>
        {formatRich('en', 'rich', 'Already have an account? <link>Sign in</link>', {
          link: (words) => <a href="/login">{words}</a>,
        })}
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>Already have an account? <a href="/login">Sign in</a></p>',
    );
  });

  it('shows the name of a message whose part was never loaded', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(formatText('en', 'nowhere.message', undefined)).toBe('nowhere.message');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('nowhere.message'));
    error.mockRestore();
  });
});
