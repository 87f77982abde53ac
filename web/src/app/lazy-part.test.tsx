import { act, render, screen } from '@testing-library/react';
import { controlledChunk } from '../test/controlled-chunk';
import { lazyPart } from './lazy-part';

const chunk = () => controlledChunk((component) => component);

const plain = ({ name }: { name: string }) => <p>Plain {name}</p>;

describe('parts of a screen loaded in chunks of their own', () => {
  it('shows the fallback until the chunk arrives, then the part, fetching it once', async () => {
    const greeting = chunk();
    const Greeting = lazyPart(greeting.load, plain);
    render(
      <>
        <Greeting name="Omar" />
        <Greeting name="Ada" />
      </>,
    );
    expect(screen.getByText('Plain Omar')).toBeInTheDocument();
    expect(screen.getByText('Plain Ada')).toBeInTheDocument();
    await act(async () => greeting.arrive());
    expect(screen.getByLabelText('Hello Omar')).toBeInTheDocument();
    expect(screen.getByLabelText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText(/^Plain/)).not.toBeInTheDocument();
    expect(greeting.fetches()).toBe(1);
  });

  it('draws a part preloaded before it is first drawn at once, and nothing as its default fallback', async () => {
    const greeting = chunk();
    const Greeting = lazyPart(greeting.load);
    const { container } = render(<Greeting name="Maria" />);
    expect(container).toBeEmptyDOMElement();
    const ready = Greeting.preload();
    await act(async () => {
      greeting.arrive();
      await ready;
    });
    render(<Greeting name="Lee" />);
    expect(screen.getByLabelText('Hello Lee')).toBeInTheDocument();
    expect(greeting.fetches()).toBe(1);
  });

  it('keeps the fallback when the chunk is lost, and fetches it again when drawn next', async () => {
    const greeting = chunk();
    const Greeting = lazyPart(greeting.load, plain);
    const first = render(<Greeting name="Sam" />);
    await act(async () => greeting.fail(new Error('network')));
    expect(screen.getByText('Plain Sam')).toBeInTheDocument();
    first.unmount();
    render(<Greeting name="Sam" />);
    await act(async () => greeting.arrive());
    expect(screen.getByLabelText('Hello Sam')).toBeInTheDocument();
    expect(greeting.fetches()).toBe(2);
  });
});
