// The platform's producer, outbox relay and consumer on the local 3-broker Kafka cluster, and a broker killed under
// writes (the harness starts the cluster).
module.exports = require('../../jest.preset')({
  displayName: 'kafka-cluster',
  testMatch: ['<rootDir>/tests/kafka-cluster/**/*.test.ts'],
  testTimeout: 180_000,
});
