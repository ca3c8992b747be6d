// jsdom for the SPA's component tests, with Node's own fetch and streams: jsdom has no fetch, and the mock
// service worker (msw/node) intercepts Node's, so the SPA's api-client reaches the test's handlers unchanged.
// Blob, File and FormData stay jsdom's: file inputs and XMLHttpRequest uploads need the DOM's own.
const { TestEnvironment } = require('jest-environment-jsdom');

const fromNode = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'TextEncoderStream',
  'TextDecoderStream',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'BroadcastChannel',
  'structuredClone',
  'URL',
  'URLSearchParams',
];

class DomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(
      {
        ...config,
        // msw's package.json serves its browser build under the 'browser' condition jsdom sets by default.
        projectConfig: { ...config.projectConfig, testEnvironmentOptions: { ...config.projectConfig.testEnvironmentOptions, customExportConditions: [''] } },
      },
      context,
    );
    for (const name of fromNode) this.global[name] = globalThis[name];
  }
}

module.exports = DomWithFetchEnvironment;
