// Unit tests: no servers; *.unit.test.ts anywhere in the workspaces, and the SPA's component tests
// (web/test/**/*.unit.test.tsx) in jsdom with a mock service worker in place of the BFF.
const preset = require('../../jest.preset');

const componentTests = '<rootDir>/web/test/**/*.unit.test.tsx';
const swc = preset({}).transform['^.+\\.(t|j)sx?$'];
const esmOnly = ['rettime', 'until-async', '@open-draft/deferred-promise'];

module.exports = {
  rootDir: require('node:path').join(__dirname, '../..'),
  projects: [
    preset({
      displayName: 'unit',
      testMatch: ['<rootDir>/{contracts,services,bff,web,tests}/**/*.unit.test.{ts,tsx}'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/web/test/.*\\.unit\\.test\\.tsx$'],
    }),
    preset({
      displayName: 'web components',
      testMatch: [componentTests],
      testEnvironment: '<rootDir>/web/test/support/jsdom-environment.cjs',
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      // msw's dependencies that ship only ES modules are compiled like the sources.
      transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
      setupFilesAfterEnv: ['<rootDir>/web/test/support/setup-dom.ts'],
      // Stylesheets first: '@/app/global.css' must not reach the '@/' alias.
      moduleNameMapper: {
        '\\.css$': '<rootDir>/web/test/support/style-stub.cjs',
        '^zustand$': '<rootDir>/web/test/support/zustand.ts',
        '^@/config/build-flags$': '<rootDir>/web/test/support/build-flags.ts',
        // The SPA imports a few antd modules from its ES build (for the bundle); tests take the CommonJS twin.
        '^antd/es/(.*)$': 'antd/lib/$1',
        ...preset({}).moduleNameMapper,
      },
    }),
  ],
};
