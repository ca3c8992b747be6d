// One jest setup for every package: TypeScript through swc (with decorator metadata for Nest),
// workspace packages resolved to their sources so tests need no build.
const path = require('node:path');

const root = __dirname;

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const moduleNameMapper = {
  '^@docnet/contracts$': path.join(root, 'contracts/src/index.ts'),
  '^@docnet/platform$': path.join(root, 'services/platform/src/index.ts'),
  '^@docnet/platform/testing$': path.join(root, 'services/platform/src/testing/index.ts'),
  '^@docnet/platform/testing/(.*)$': path.join(root, 'services/platform/src/testing/$1'),
  '^@docnet/infra$': path.join(root, 'infra/src/index.ts'),
  '^@/(.*)$': path.join(root, 'web/src/$1'),
};

/** @param {{ roots: string[], testMatch: string[], [key: string]: unknown }} options */
module.exports = function preset(options) {
  return {
    rootDir: root,
    testEnvironment: 'node',
    transform: { '^.+\\.(t|j)sx?$': swc },
    moduleNameMapper,
    moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    ...options,
  };
};
