import { renderEmail } from './render-email';

const links = {
  publicUrl: 'https://tend.example',
  unsubscribeUrl: 'https://tend.example/unsubscribe/t',
  supportEmail: 'help@tend.example',
};

describe('the e-mails of a change of address', () => {
  it('sends the new address its link, saying the account keeps its address until then', () => {
    const email = renderEmail(
      'email-change-confirm',
      {
        firstName: 'Maria',
        newEmail: 'maria.new@example.net',
        confirmUrl: 'https://tend.example/confirm-email?token=abc',
      },
      links,
    );
    expect(email.subject).toBe('Confirm your new email address for Tend');
    expect(email.text).toContain('Hi Maria,');
    expect(email.text).toContain('maria.new@example.net');
    expect(email.text).toContain('keeps its current address until you do');
    expect(email.text).toContain(
      'Confirm my new email: https://tend.example/confirm-email?token=abc',
    );
    expect(email.html).toContain('href="https://tend.example/confirm-email?token=abc"');
  });

  it('tells the old address where the account went and how to get help if it was not them', () => {
    const email = renderEmail(
      'email-changed',
      { firstName: 'Maria', newEmail: 'maria.new@example.net' },
      links,
    );
    expect(email.subject).toBe('Your Tend email address was changed');
    expect(email.text).toContain('was changed to maria.new@example.net');
    expect(email.text).toContain('If you did not make this change');
    expect(email.text).toContain('Write to help@tend.example right away');
    expect(email.html).toContain('href="mailto:help@tend.example"');
  });

  it('refuses to send either without the data it needs', () => {
    expect(() => renderEmail('email-changed', { firstName: 'Maria' }, links)).toThrow(
      'e-mail data is missing newEmail',
    );
    expect(() =>
      renderEmail('email-change-confirm', { firstName: 'Maria', newEmail: 'x@y.z' }, links),
    ).toThrow('e-mail data is missing confirmUrl');
  });
});
