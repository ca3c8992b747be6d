// Per-service integration tests on real Kafka and a real MongoDB-wire server (started by the harness).
module.exports = require('../../jest.preset')({
  displayName: 'integration',
  testMatch: ['<rootDir>/{services,bff}/*/test/**/*.integration.test.ts', '<rootDir>/bff/test/**/*.integration.test.ts'],
  testTimeout: 60_000,
});
