export * from './test-namespace';
export * from './tcp-proxy';
export * from './openai-stub';
