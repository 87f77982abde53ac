// Checks of the repository itself (README, lock file, Dockerfile): no backing service needed.
const { swc: _swc, ...preset } = require('../../jest.preset.js');

module.exports = { ...preset, displayName: 'repository' };
