import { useState } from 'react';

/** A greeting with a box to type in: what a chunk holds, and whether its state survives. */
export function Greeting({ name }: { name: string }) {
  const [typed, setTyped] = useState('');
  return (
    <label>
      Hello {name}
      <input value={typed} onChange={(e) => setTyped(e.target.value)} />
    </label>
  );
}

/**
 * A chunk holding `Greeting` whose arrival (or failure) the test decides; `module` shapes what the
 * import resolves to (the component itself, or a module with it as `default`).
 */
export function controlledChunk<T>(module: (component: typeof Greeting) => T) {
  let arrive: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  let fetches = 0;
  const load = () => {
    fetches += 1;
    return new Promise<T>((resolve, reject) => {
      arrive = () => resolve(module(Greeting));
      fail = reject;
    });
  };
  return { load, arrive: () => arrive(), fail: (e: Error) => fail(e), fetches: () => fetches };
}
