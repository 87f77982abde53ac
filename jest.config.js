// `npm test` runs every project; `npx jest --selectProjects identity` runs one.
const fs = require('node:fs');
const path = require('node:path');
const { workspaces } = require('./package.json');

module.exports = {
  // Global options (a project's own testTimeout is ignored when several projects run together).
  testTimeout: 60_000,
  // A worker whose heap passes this after a test file is replaced by a fresh one. Services started
  // in-process and the encoders' engines (globals are kept: jest.preset.js) stayed in the two
  // workers, which grew to 4-5 GB by mid-run; their collections stalled event loops long enough to
  // time out hooks and broker heartbeats, and the whole run took twice as long.
  workerIdleMemoryLimit: '1GB',
  // Every workspace with a Jest configuration, and the checks of the operators' files.
  projects: [
    ...workspaces
      .filter((folder) => fs.existsSync(path.join(__dirname, folder, 'jest.config.js')))
      .map((folder) => `<rootDir>/${folder}`),
    '<rootDir>/infra/k8s',
    '<rootDir>/infra/processes',
    '<rootDir>/infra/scripts',
  ],
};
