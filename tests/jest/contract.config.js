// Per-service contract tests on real Kafka and a real MongoDB-wire server (started by the harness).
module.exports = require('../../jest.preset')({
  displayName: 'contract',
  testMatch: ['<rootDir>/{services,bff}/*/test/**/*.contract.test.ts', '<rootDir>/bff/test/**/*.contract.test.ts'],
  testTimeout: 60_000,
});
