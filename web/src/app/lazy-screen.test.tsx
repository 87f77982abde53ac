import { act, render, screen } from '@testing-library/react';
import { controlledChunk } from '../test/controlled-chunk';
import { Suspense } from 'react';
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
});
