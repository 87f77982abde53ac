const { swc: _swc, ...preset } = require('../../jest.preset.js');

module.exports = { ...preset, displayName: 'care-circle' };
