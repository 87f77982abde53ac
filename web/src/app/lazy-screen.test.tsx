import { act, render, screen } from '@testing-library/react';
import { controlledChunk } from '../test/controlled-chunk';
import { Suspense } from 'react';
import type { Messages } from '../i18n/catalogue';
import { lazyScreen } from './lazy-screen';

const chunk = () => controlledChunk((component) => ({ default: component }));

describe('screens loaded in chunks of their own', () => {
  it('shows a screen preloaded before it is first shown at once, with no loading state', async () => {
    const greeting = chunk();
    const Greeting = lazyScreen(greeting.load);
    const ready = Greeting.preload();
    greeting.arrive();
    await ready;
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Greeting name="Maria" />
      </Suspense>,
    );
    expect(screen.getByLabelText('Hello Maria')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(greeting.fetches()).toBe(1);
  });

  it('suspends a screen shown before its chunk arrived, fetching it once', async () => {
    const greeting = chunk();
    const Greeting = lazyScreen(greeting.load);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Greeting name="Omar" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    void Greeting.preload();
    await act(async () => greeting.arrive());
    expect(await screen.findByLabelText('Hello Omar')).toBeInTheDocument();
    expect(greeting.fetches()).toBe(1);
  });

  it('fetches again after a failed preload', async () => {
    const greeting = chunk();
    const Greeting = lazyScreen(greeting.load);
    const first = Greeting.preload();
    greeting.fail(new Error('network'));
    await expect(first).rejects.toThrow('network');
    const second = Greeting.preload();
    greeting.arrive();
    await second;
    expect(greeting.fetches()).toBe(2);
    render(<Greeting name="Lee" />);
    expect(screen.getByLabelText('Hello Lee')).toBeInTheDocument();
  });

  it("counts a screen's chunk as arrived, for a Spanish reader, once its part's Spanish is here", async () => {
    const { addPart, loadCatalogue } = await import('../i18n/catalogue');
    const { Languages } = await import('../i18n/languages');
    await loadCatalogue(Object.keys(Languages)[1] as keyof typeof Languages);
    let spanishArrives: () => void = () => undefined;
    const spanishWords = new Promise<{ default: Messages }>((resolve) => {
      spanishArrives = () => resolve({ default: { 'notFound.title': 'Página no encontrada' } });
    });
    const greeting = chunk();
    // The chunk's modules add their part as they run, before the import resolves.
    const Greeting = lazyScreen<{ name: string }>(async () => {
      const module = await greeting.load();
      addPart({ 'notFound.title': 'Page not found' }, () => spanishWords);
      return module;
    });
    let ready = false;
    void Greeting.preload().then(() => (ready = true));

    greeting.arrive();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(ready).toBe(false);

    spanishArrives();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(ready).toBe(true);
  });
});
