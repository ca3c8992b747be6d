// System tests through the BFF of a stack the harness started (every service its own process).
module.exports = require('../../jest.preset')({
  displayName: 'system',
  testMatch: ['<rootDir>/tests/system/**/*.test.ts'],
  testTimeout: 120_000,
});
