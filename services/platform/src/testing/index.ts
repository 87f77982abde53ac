export * from './test-namespace';
export * from './tcp-proxy';
