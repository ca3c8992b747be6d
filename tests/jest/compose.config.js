// Validates docker-compose.yml and the Dockerfiles without a Docker engine.
module.exports = require('../../jest.preset')({
  displayName: 'compose',
  testMatch: ['<rootDir>/tests/compose/**/*.test.ts'],
});
