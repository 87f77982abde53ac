// Shared Jest settings: swc for speed (with Nest's decorator metadata), and @tend/* packages
// resolved to their sources so tests never depend on a previous build.
const fs = require('node:fs');
const path = require('node:path');

const root = __dirname;
/** Every workspace with sources (`src/index.ts`), by its package name. */
const sourcePackages = require('./package.json')
  .workspaces.filter((folder) => fs.existsSync(path.join(root, folder, 'src/index.ts')))
  .map((folder) => [require(`./${folder}/package.json`).name, folder]);

const moduleNameMapper = {
  '^@tend/platform/testing$': path.join(root, 'services/platform/src/testing/index.ts'),
  '^@tend/platform/processes$': path.join(root, 'services/platform/src/processes.ts'),
  '^@tend/contracts/node$': path.join(root, 'services/contracts/src/node.ts'),
  ...Object.fromEntries(
    sourcePackages.map(([name, folder]) => [`^${name}$`, path.join(root, folder, 'src/index.ts')]),
  ),
};

const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true, tsx: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

/**
 * Jest 29's handling of what a test file leaves on the globals. The coach's sentence encoder keeps
 * a TensorFlow engine that outlives a test file in its worker; Jest 30's default "soft" cleanup
 * wraps its fields after each file, and a later file's write to one then recurses until the stack
 * overflows (the wrapper's setter calls itself). A worker keeps the mode of the first file it runs,
 * whatever its project, so every project says the same (web/jest.config.js too).
 */
const GlobalsCleanup = 'off';

module.exports = {
  testEnvironment: 'node',
  testEnvironmentOptions: { globalsCleanup: GlobalsCleanup },
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
  moduleNameMapper,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.test.ts'],
  testTimeout: 60_000,
  swc,
};
