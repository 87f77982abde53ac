// The fault suite restarts the machine's RabbitMQ and Redis: it runs alone (npm run test:faults).
const { swc: _swc, ...preset } = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'faults',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.test.ts'],
  testTimeout: 900_000,
};
