// One lint setup for the monorepo: type-aware typescript-eslint, strict promise handling, exhaustive
// switches, and import boundaries (a service imports only contracts, platform and itself, its features do not
// import each other's internals, and inside each feature its layers point inwards; web features do not import
// each other; BFF modules do not import each other).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Every folder of services/ but the shared platform: a new service gets its boundary without an edit here.
const services = readdirSync(new URL('./services', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'platform')
  .map((entry) => entry.name);

// Layers inside each feature of a service (services/<name>/src/modules/<feature>/): the entry points (http/ controllers,
// messaging/ consumers, jobs/ background passes) -> commands/queries -> domain, persistence behind them. Globs, so a
// new feature is covered without an edit here.
const layer = (service, folder) => `services/${service}/src/modules/*/${folder}/**`;
const entryPoints = ['http', 'messaging', 'jobs'];
const layerZones = (service) => [
  {
    target: layer(service, 'domain'),
    from: [...entryPoints, 'commands', 'queries', 'persistence'].map((folder) => layer(service, folder)),
    message: 'The domain imports nothing from http/, messaging/, jobs/, commands/, queries/ or persistence/.',
  },
  {
    // jobs/ included: a buffer a command adds to is not a job (a domain port, or a file of the command); the job
    // only runs the timer that flushes it.
    target: ['commands', 'queries'].map((folder) => layer(service, folder)),
    from: entryPoints.map((folder) => layer(service, folder)),
    message: 'Commands and queries do not import http/, messaging/ or jobs/: those call them, not the reverse.',
  },
  {
    target: entryPoints.map((folder) => layer(service, folder)),
    from: layer(service, 'persistence'),
    message: 'http/, messaging/ and jobs/ reach persistence/ through a command or a query.',
  },
  {
    target: layer(service, 'persistence'),
    from: [...entryPoints, 'commands', 'queries'].map((folder) => layer(service, folder)),
    message: 'Persistence does not import http/, messaging/, jobs/, commands/ or queries/.',
  },
];

// Features of a service (services/<name>/src/modules/<feature>/) share through the service's own domain/
// (src/domain: ports and types several features use) or another feature's Nest module file (for wiring), never
// through another feature's folders. A new service or feature is covered without an edit here.
const features = (service) =>
  readdirSync(new URL(`./services/${service}/src/modules`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// The features that still read another's internals, each with the ones it reads. events-news-cme's listings kernel
// is shared by design (one kernel parameterised by kind); the others are couplings to move into the service's
// domain/ as ai-assistant's member network was. A pair not listed here fails the lint.
const featureInternalsRead = {
  'events-news-cme': { events: ['listings'], news: ['listings'], cme: ['listings'] },
  identity: {
    accounts: ['verification', 'npi-discovery'],
    security: ['accounts'],
    'sign-in': ['accounts', 'delivery', 'verification'],
    // Like sign-in's second step: the accounts port, the SMS port, the registry port and the one-time code kernel.
    'npi-binding': ['accounts', 'delivery', 'npi-discovery', 'verification'],
    verification: ['delivery'],
  },
  notifications: { notifications: ['audience'] },
  'social-graph': { messages: ['connections'] },
};

const featureZones = (service) => [
  {
    target: `services/${service}/src/domain`,
    from: `services/${service}/src/modules`,
    message: "The service's domain imports no feature.",
  },
  ...features(service).flatMap((feature) =>
    features(service)
      .filter((other) => other !== feature && !(featureInternalsRead[service]?.[feature] ?? []).includes(other))
      .map((other) => ({
        target: `services/${service}/src/modules/${feature}`,
        from: `services/${service}/src/modules/${other}`,
        except: [`./${other}.module.ts`],
        message: "A feature imports another feature's module only; what both need lives in the service's src/domain/.",
      })),
  ),
];

// Models whose every write must pass through one port (the port also forgets a cached copy): only the files of the
// port's persistence folder import the schema that defines the model, not the features' other layers nor the
// service's own operator commands (src/*.ts).
const portOnlyModels = {
  identity: { schema: 'services/identity/src/modules/accounts/persistence/account.schema.ts', port: 'accounts/persistence/accounts.ts' },
};

const portOnlyZones = (service) => {
  const model = portOnlyModels[service];
  if (!model) return [];
  return [
    {
      target: [...['domain', 'http', 'commands', 'queries', 'messaging', 'jobs'].map((folder) => layer(service, folder)), `services/${service}/src/*.ts`],
      from: model.schema,
      message: `This model is read and written only through its port (${model.port}), which keeps its cached copy true.`,
    },
  ];
};

const serviceBoundaries = services.map((service) => ({
  files: [`services/${service}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@docnet/*', '!@docnet/contracts', '!@docnet/platform', '!@docnet/platform/testing'],
            message: 'A service imports only contracts, platform and itself.',
          },
        ],
      },
    ],
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: `services/${service}`,
            from: ['services', 'bff', 'web', 'infra', 'tests'],
            except: [`./${service}`, './platform'].map((path) => path.replace('./', '')),
            message: 'A service imports only contracts, platform and itself.',
          },
          ...layerZones(service),
          ...featureZones(service),
          ...portOnlyZones(service),
        ],
      },
    ],
  },
}));

// Every module of the BFF: it shares through common/, clients/, session/, security/ (config/, openapi/), contracts
// and platform, never through another module's folder.
const bffModules = readdirSync(new URL('./bff/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const bffModuleBoundary = 'A BFF module imports from common/, clients/, session/, security/, contracts and platform, never from another module.';

const bffModuleBoundaries = bffModules.map((module) => ({
  files: [`bff/src/modules/${module}/**/*.ts`],
  rules: {
    // One way to declare an answer, the one that holds the method's return type to the documented schema.
    'no-restricted-syntax': [
      'error',
      {
        selector: "CallExpression[callee.name=/^Api(Ok|Created)Response$/] > ObjectExpression > Property[key.name='schema']",
        message: "A route's answer is declared with @ApiAnswer, @ApiAnswerList or @ApiAnswerOneOf (openapi/api-responses.ts).",
      },
    ],
    'no-restricted-imports': [
      'error',
      {
        patterns: [{ group: ['@docnet/*', '!@docnet/contracts', '!@docnet/platform'], message: bffModuleBoundary }],
        paths: [
          {
            name: '@nestjs/common',
            importNames: ['ParseIntPipe'],
            message: "An id in a path is read by a pipe of common/id-pipes.ts, so each kind of id answers one message for a bad one.",
          },
        ],
      },
    ],
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          { target: `bff/src/modules/${module}`, from: 'bff/src/modules', except: [module], message: bffModuleBoundary },
          {
            target: `bff/src/modules/${module}`,
            from: ['bff/src/app.module.ts', 'bff/src/main.ts', 'bff/src/health', 'bff/src/web', 'services', 'web', 'infra', 'tests'],
            message: bffModuleBoundary,
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '.local/**', 'coverage/**', '**/*.js', '**/*.mjs', '**/*.cjs', 'web/vite.config.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: [
          './contracts/tsconfig.json',
          './services/*/tsconfig.json',
          './bff/tsconfig.json',
          './infra/tsconfig.json',
          './web/tsconfig.json',
          './tsconfig.tests.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
      'import-x/no-cycle': 'off',
    },
  },
  ...serviceBoundaries,
  ...bffModuleBoundaries,
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Inside a feature, its own files are imported relatively; anything else comes from @/components, @/lib, ...
              group: ['@/features/**', '../../**'],
              message: 'Features do not import each other; share through components/, lib/ or app/.',
            },
          ],
        },
      ],
    },
  })),
  prettier,
);
