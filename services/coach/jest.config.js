const { swc: _swc, ...preset } = require('../../jest.preset.js');

module.exports = {
  ...preset,
  displayName: 'coach',
  // The sentence encoder's TensorFlow engine outlives a test file in its worker. Jest's "soft"
  // cleanup of globals wraps its fields after each file, and a later file's write to one of them
  // then recurses until the stack overflows (the wrapper's setter calls itself): keep Jest 29's
  // behaviour here.
  testEnvironmentOptions: { ...preset.testEnvironmentOptions, globalsCleanup: 'off' },
};
