import '@testing-library/jest-dom';
import { readFileSync } from 'node:fs';
import { configure } from '@testing-library/react';
import { loadCatalogue } from '../i18n/catalogue';

// Lazily loaded routes can take more than the default second on a busy 2-core CI machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs that antd and the app use.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// rc-select schedules work with MessageChannel; a timer-based stand-in is enough for tests.
if (!('MessageChannel' in window)) {
  class MessageChannelStub {
    port1: {
      onmessage: ((e: { data: unknown }) => void) | null;
      postMessage: (data: unknown) => void;
      close: () => void;
    };
    port2: {
      onmessage: ((e: { data: unknown }) => void) | null;
      postMessage: (data: unknown) => void;
      close: () => void;
    };
    constructor() {
      const make = () => ({
        onmessage: null as ((e: { data: unknown }) => void) | null,
        postMessage: (_d: unknown) => undefined,
        close: () => undefined,
      });
      this.port1 = make();
      this.port2 = make();
      this.port1.postMessage = (data) => setTimeout(() => this.port2.onmessage?.({ data }), 0);
      this.port2.postMessage = (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0);
    }
  }
  Object.defineProperty(window, 'MessageChannel', { writable: true, value: MessageChannelStub });
}

// jsdom does not implement getComputedStyle for pseudo-elements (antd measures the scrollbar with one).
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => computedStyle(elt);

// A file that renders in Spanish loads the whole Spanish catalogue first, once per file: its first
// import in a worker (compiled on a cold cache) can take longer than a screen's findBy wait on a
// busy machine, and then the screen was still English when the test looked.
beforeAll(async () => {
  const { testPath } = expect.getState();
  if (testPath && readFileSync(testPath, 'utf8').includes("'es-US'")) await loadCatalogue('es-US');
});
