const { swc: _swc, ...preset } = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'coach',
  setupFilesAfterEnv: ['<rootDir>/test/setup/close-embedder.ts'],
};
