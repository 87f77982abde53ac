// `npm test` runs every project; `npx jest --selectProjects identity` runs one.
module.exports = {
  // Global options (a project's own testTimeout is ignored when several projects run together).
  testTimeout: 60_000,
  projects: [
    '<rootDir>/services/contracts',
    '<rootDir>/services/platform',
    '<rootDir>/services/identity',
    '<rootDir>/services/notifications',
    '<rootDir>/services/care-profile',
    '<rootDir>/services/assessment',
    '<rootDir>/services/coach',
    '<rootDir>/services/discovery',
    '<rootDir>/gateway',
    '<rootDir>/infra/mail-catcher',
    '<rootDir>/infra/k8s',
    '<rootDir>/web',
  ],
};
