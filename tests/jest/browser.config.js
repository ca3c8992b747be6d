// Browser journeys: Playwright (playwright-core) driving Debian's Chromium against the running stack.
module.exports = require('../../jest.preset')({
  displayName: 'browser',
  testMatch: ['<rootDir>/tests/browser/**/*.test.ts'],
  testTimeout: 90_000,
});
