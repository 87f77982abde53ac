// Component tests: jsdom, swc (tsx, automatic JSX runtime), CSS and assets mocked, and the shared
// contracts resolved to their sources so tests never depend on a build.
const path = require('node:path');

// The tests' fixtures are instants and their expectations the days and hours a screen shows for
// them: jsdom shows them in the process's zone, so every run reads them on UTC's clock, as the
// browser tests' Chromium does. Set here, before Jest starts its workers, which inherit it.
process.env.TZ = 'UTC';

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'web',
  rootDir: __dirname,
  testEnvironment: path.join(__dirname, 'src/test/jsdom-environment.js'),
  // As every other project: a worker keeps the first file's mode (see jest.preset.js).
  testEnvironmentOptions: { globalsCleanup: 'off' },
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@ant-design/icons$': path.join(__dirname, 'src/test/icons-mock.js'),
    '^@tend/contracts$': path.join(__dirname, '../services/contracts/src/index.ts'),
    // Jest loads antd's CommonJS build (lib/): a module taken from its ES build (es/) must be the
    // same copy, or its React contexts are others (app/TendTheme.tsx).
    '^antd/es/(.*)$': 'antd/lib/$1',
    '\\.(css|less|scss)$': path.join(__dirname, 'src/test/style-mock.js'),
    // A stylesheet imported for its address (`?url`), as Vite gives it.
    '\\.css\\?url$': path.join(__dirname, 'src/test/file-mock.js'),
    '\\.(svg|png|jpg|jpeg|gif|webp)(\\?.*)?$': path.join(__dirname, 'src/test/file-mock.js'),
  },
  // antd and its rc-* helpers, react-markdown with its unified/micromark family, and FormatJS
  // (intl-messageformat) ship ES modules: let swc compile them for Jest.
  transformIgnorePatterns: [
    '/node_modules/(?!(@ant-design|@rc-component|rc-[^/]+|@babel/runtime|antd|' +
      'react-markdown|remark-[^/]+|unified|bail|trough|devlop|zwitch|ccount|is-plain-obj|' +
      'micromark[^/]*|mdast-util-[^/]+|hast-util-[^/]+|unist-util-[^/]+|vfile[^/]*|' +
      'character-[^/]+|is-(alphabetical|alphanumerical|decimal|hexadecimal)|' +
      'decode-named-character-reference|parse-entities|stringify-entities|' +
      'estree-util-is-identifier-name|html-url-attributes|property-information|' +
      '(space|comma)-separated-tokens|trim-lines|longest-streak|markdown-table|' +
      'escape-string-regexp|@ungap/structured-clone|intl-messageformat|@formatjs)/)',
  ],
  setupFilesAfterEnv: [path.join(__dirname, 'src/test/setup.ts')],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  testTimeout: 20_000,
};
