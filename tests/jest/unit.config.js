// Unit tests: no servers; *.unit.test.ts anywhere in the workspaces.
module.exports = require('../../jest.preset')({
  displayName: 'unit',
  testMatch: ['<rootDir>/{contracts,services,bff,web,tests}/**/*.unit.test.{ts,tsx}'],
});
