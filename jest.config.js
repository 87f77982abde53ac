// `npm test` runs every project; `npx jest --selectProjects identity` runs one.
const fs = require('node:fs');
const path = require('node:path');
const { workspaces } = require('./package.json');

module.exports = {
  // Global options (a project's own testTimeout is ignored when several projects run together).
  testTimeout: 60_000,
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
