// System tests through the BFF of a stack the harness started (every service its own process).
module.exports = require('../../jest.preset')({
  displayName: 'system',
  testMatch: ['<rootDir>/tests/system/**/*.test.ts'],
  testSequencer: '<rootDir>/tests/jest/system-sequencer.js',
  testTimeout: 120_000,
});
