// Shared Jest settings: swc for speed (with Nest's decorator metadata), and @tend/* packages
// resolved to their sources so tests never depend on a previous build.
const path = require('node:path');

const root = __dirname;
const servicePackages = [
  'contracts',
  'platform',
  'identity',
  'care-profile',
  'coach',
  'assessment',
  'notifications',
  'discovery',
];

const moduleNameMapper = {
  '^@tend/platform/testing$': path.join(root, 'services/platform/src/testing/index.ts'),
  '^@tend/contracts/node$': path.join(root, 'services/contracts/src/node.ts'),
  [`^@tend/(${servicePackages.join('|')})$`]: path.join(root, 'services/$1/src/index.ts'),
  '^@tend/gateway$': path.join(root, 'gateway/src/index.ts'),
  '^@tend/mail-catcher$': path.join(root, 'infra/mail-catcher/src/index.ts'),
  '^@tend/test-stack$': path.join(root, 'infra/test-stack/src/index.ts'),
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

module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
  moduleNameMapper,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.test.ts'],
  testTimeout: 60_000,
  swc,
};
