import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

function EmailForm({ onValue }: { onValue: (value: string) => void }) {
  const [email, setEmail] = useState('');
  const field = useTypedBeforeHydration(email, setEmail);
  onValue(email);
  return (
    <input
      ref={field}
      aria-label="Email"
      value={email}
      onChange={(e) => setEmail(e.target.value)}
    />
  );
}

describe('a field of a page rendered ahead of its scripts', () => {
  it('keeps what she typed before React took the page over, through later renders', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<EmailForm onValue={() => undefined} />);
    document.body.append(container);
    container.querySelector('input')!.value = 'ana@example.com';
    let state = '';
    await act(async () => {
      hydrateRoot(container, <EmailForm onValue={(value) => (state = value)} />);
    });
    expect(state).toBe('ana@example.com');
    expect(container.querySelector('input')!.value).toBe('ana@example.com');
  });
});
