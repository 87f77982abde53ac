// jsdom with the web-platform classes Node provides and jsdom lacks (Response, Headers, ...),
// so tests can build fetch answers; fetch itself is replaced per test by src/test/fetch-mock.ts.
const { TestEnvironment } = require('jest-environment-jsdom');

class TendJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    for (const name of [
      'Response',
      'Request',
      'Headers',
      'TextEncoder',
      'TextDecoder',
      'structuredClone',
    ]) {
      if (typeof g[name] === 'undefined') g[name] = globalThis[name];
    }
  }
}

module.exports = TendJsdomEnvironment;
