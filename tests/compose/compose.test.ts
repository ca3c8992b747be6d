/**
 * Static validation of the production container setup — docker-compose.yml, infra/docker/*.Dockerfile,
 * .dockerignore and .env.example — without a Docker engine. Each check guards a property the stack
 * relies on (scalable services, health-gated start-up, no committed secrets, buildable images), so
 * breaking one of those files breaks a test here. The compose CLI's own validation runs too: the machine's
 * `docker compose` or `docker-compose`, else the one infra builds from compose's Go module (ensureCompose).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import {
  DOCUMENT_SECURITY_HEADERS,
  ServiceCatalog,
  serviceNames,
  serviceUrlVariable,
} from '@docnet/contracts';
import { ensureCompose } from '@docnet/infra';
import {
  buildArgsOf,
  buildOf,
  COMPOSE_FILE,
  type ComposeFile,
  dependenciesOf,
  type Dict,
  environmentOf,
  hasComposeHealthcheck,
  healthcheckTest,
  keysNamed,
  ROOT,
  SERVICE_DOCKERFILE,
  stringLeaves,
  variableReferences,
  withDefaults,
} from './support/compose-file';
import { copiesOf, effective, finalStageChain, readDockerfile, resolveGlobalArg } from './support/dockerfile';
import { readEnvExample, runCompose, writeDummyEnvFile } from './support/compose-cli';
import { dockerignoreRules, isIgnored } from './support/dockerignore';

// -------------------------------------------------------------------------------------- fixtures

const composeText = readFileSync(COMPOSE_FILE, 'utf8');
const composeDocument = parseDocument(composeText, { merge: true, prettyErrors: true });
const compose = composeDocument.toJS({ maxAliasCount: 1000 }) as ComposeFile;
const services = compose.services ?? {};
const serviceEntries = Object.entries(services);

const { values: envExampleSet, documented: envExampleDocumented } = readEnvExample();
const envExamplePath = join(ROOT, '.env.example');

const rootPackage = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
const dockerignore = dockerignoreRules(readFileSync(join(ROOT, '.dockerignore'), 'utf8'));

/** The Node deployables: built from the shared service Dockerfile. */
const nodeDeployables = serviceEntries.filter(([, s]) => buildOf(s)?.dockerfile === SERVICE_DOCKERFILE);
const catalogServices = serviceNames.map((name) => [name, services[name]] as const);
const longRunning = serviceEntries.filter(([, s]) => s.restart !== 'no');
const dockerfilesInUse = [
  ...new Set(serviceEntries.map(([, s]) => buildOf(s)?.dockerfile).filter((d): d is string => !!d)),
];

/** The brokers of the Kafka cluster, each a KRaft broker and controller. */
const KAFKA_NODES = ['kafka-1', 'kafka-2', 'kafka-3'];
const kafkaHealthy = Object.fromEntries(KAFKA_NODES.map((node) => [node, 'service_healthy']));
const SECRET_NAME = /SECRET|TOKEN|PASSWORD|ACCESS_KEY|PRIVATE_KEY|API_KEY/;
const IMAGE_HEALTHCHECK = 'infra/docker/healthcheck.cjs';

// ---------------------------------------------------------------------------------------- tests

describe('docker-compose.yml structure', () => {
  test('is valid YAML without anchors/aliases errors and uses the compose spec (no version key)', () => {
    expect(composeDocument.errors.map((e) => e.message)).toEqual([]);
    expect(composeDocument.warnings.map((e) => e.message)).toEqual([]);
    expect(compose).not.toHaveProperty('version');
    expect(typeof compose.services).toBe('object');
  });

  test('contains every deployable: infrastructure, the six services, the BFF and the web entry', () => {
    const expected = [...KAFKA_NODES, 'mongo', 'redis', 'minio', 'minio-init', ...serviceNames, 'bff', 'web'];
    expect(Object.keys(services)).toEqual(expect.arrayContaining(expected));
    expect(serviceNames).toHaveLength(7);
  });

  test('every Node deployable is a catalog service or the BFF, built from the shared Dockerfile', () => {
    const nodeNames = nodeDeployables.map(([name]) => name).sort();
    expect(nodeNames).toEqual([...serviceNames, 'bff'].sort());
    for (const [name, service] of nodeDeployables) {
      const build = buildOf(service)!;
      expect({ name, context: build.context }).toEqual({ name, context: '.' });
      const pkg = buildArgsOf(service).PACKAGE;
      expect({ name, PACKAGE: pkg }).toEqual({ name, PACKAGE: name === 'bff' ? 'bff' : `services/${name}` });
      expect({ name, restart: service.restart }).toEqual({ name, restart: 'unless-stopped' });
    }
  });

  test('uses infrastructure images at the agreed major versions, pinned (no :latest, no untagged)', () => {
    const image = (name: string) => withDefaults(services[name]?.image ?? '');
    for (const node of KAFKA_NODES) expect(image(node)).toMatch(/^apache\/kafka:3\.9\.\d+$/);
    expect(image('mongo')).toMatch(/^mongo:7(\.|$)/);
    expect(image('redis')).toMatch(/^redis:7(\.\d+)*-alpine$/);
    expect(image('minio')).toMatch(/^minio\/minio:/);
    expect(image('minio-init')).toMatch(/^minio\/mc:/);
    for (const [name, service] of serviceEntries) {
      if (!service.image) continue;
      const resolved = withDefaults(service.image);
      const tag = /:([^/:@]+)$/.exec(resolved)?.[1];
      expect({ name, tag }).toEqual({ name, tag: expect.not.stringMatching(/^(latest)?$/) });
    }
  });

  test('declares every named volume it mounts, and keeps the data of every store on one', () => {
    const declared = Object.keys(compose.volumes ?? {});
    for (const [name, service] of serviceEntries) {
      for (const volume of service.volumes ?? []) {
        const source =
          typeof volume === 'string'
            ? volume.split(':')[0]
            : (((volume as Dict).source as string | undefined) ?? '');
        if (source.startsWith('.') || source.startsWith('/') || source.startsWith('~')) continue;
        expect({ service: name, volume: source, declared: declared.includes(source) }).toEqual({
          service: name,
          volume: source,
          declared: true,
        });
      }
    }
    const mounts = (name: string) => (services[name]?.volumes ?? []).map((v) => String(v));
    for (const node of KAFKA_NODES)
      expect(mounts(node)).toEqual(expect.arrayContaining([expect.stringMatching(/:\/var\/lib\/kafka\/data$/)]));
    // Each broker keeps its copies on a volume of its own.
    expect(new Set(KAFKA_NODES.map((node) => mounts(node).join())).size).toBe(KAFKA_NODES.length);
    expect(mounts('mongo')).toEqual(expect.arrayContaining([expect.stringMatching(/:\/data\/db$/)]));
    expect(mounts('redis')).toEqual(expect.arrayContaining([expect.stringMatching(/:\/data$/)]));
    expect(mounts('minio')).toEqual(expect.arrayContaining([expect.stringMatching(/:\/data$/)]));
  });
});

describe('the Redis Cluster (profile redis-cluster)', () => {
  const nodes = serviceEntries.filter(([name]) => /^redis-cluster-\d+$/.test(name));

  test('six nodes in cluster mode, each keeping its data and cluster identity on a volume of its own', () => {
    expect(nodes.map(([name]) => name)).toHaveLength(6);
    const volumes = new Set<string>();
    for (const [name, node] of nodes) {
      const command = (node as Dict).command as string[];
      expect({ name, profiles: (node as Dict).profiles }).toEqual({ name, profiles: ['redis-cluster'] });
      expect({ name, clustered: command.join(' ') }).toEqual({ name, clustered: expect.stringMatching(/--cluster-enabled yes.*--cluster-config-file \/data\/nodes\.conf/) });
      expect(healthcheckTest(node)).toMatch(/redis-cli.*ping/);
      for (const volume of node.volumes ?? []) volumes.add(String(volume).split(':')[0]);
    }
    expect(volumes.size).toBe(6);
  });

  test('one job joins them as three masters with a replica each, once every node is healthy', () => {
    const init = services['redis-cluster-init'];
    expect(init.restart).toBe('no');
    expect(dependenciesOf(init)).toEqual(Object.fromEntries(nodes.map(([name]) => [name, 'service_healthy'])));
    expect(stringLeaves(init).map((leaf) => leaf.value).join('\n')).toMatch(/redis-cli --cluster create .*--cluster-replicas 1/);
  });
});

describe('scalability: services can run as several replicas', () => {
  test('no container_name anywhere in the file', () => {
    expect(keysNamed(compose, 'container_name')).toEqual([]);
  });

  test('only web publishes host ports, and it publishes its port 8080', () => {
    const publishing = serviceEntries.filter(([, s]) => (s.ports ?? []).length > 0).map(([name]) => name);
    expect(publishing).toEqual(['web']);
    const ports = (services.web.ports ?? []).map((p) =>
      typeof p === 'string' ? withDefaults(p) : String((p as Dict).target),
    );
    expect(ports.some((p) => /(^|:)8080$/.test(p))).toBe(true);
  });

  test('no service uses host networking, a fixed hostname or fixed replica settings', () => {
    for (const [name, service] of serviceEntries) {
      expect({ name, network_mode: service.network_mode }).toEqual({ name, network_mode: undefined });
    }
    for (const [name, service] of nodeDeployables) {
      expect({ name, hostname: service.hostname, replicas: service.deploy?.replicas }).toEqual({
        name,
        hostname: undefined,
        replicas: undefined,
      });
    }
  });
});

describe('health checks and start-up order', () => {
  test.each(longRunning.map(([name]) => name))('%s has a health check', (name) => {
    const service = services[name];
    const build = buildOf(service);
    const imageHasOne =
      build?.dockerfile !== undefined &&
      existsSync(join(ROOT, build.dockerfile)) &&
      !/^NONE\b/i.test(effective(readDockerfile(build.dockerfile), 'HEALTHCHECK')?.args ?? 'NONE');
    expect(service.healthcheck?.disable).not.toBe(true);
    expect(hasComposeHealthcheck(service) || imageHasOne).toBe(true);
  });

  test('service health checks probe readiness, the BFF probes /api/health, all through the image probe', () => {
    for (const [name, service] of catalogServices) {
      expect({ name, test: healthcheckTest(service) }).toEqual({
        name,
        test: expect.stringMatching(/healthcheck\.cjs \/health(\/ready)?$/),
      });
    }
    expect(healthcheckTest(services.bff)).toMatch(/healthcheck\.cjs \/api\/health$/);
    expect(buildArgsOf(services.bff).HEALTH_PATH).toBe('/api/health');
    for (const node of KAFKA_NODES) expect(healthcheckTest(services[node])).toMatch(/kafka-broker-api-versions|\/dev\/tcp/);
    expect(healthcheckTest(services.mongo)).toMatch(/mongosh.*ping/);
    expect(healthcheckTest(services.redis)).toMatch(/redis-cli.*ping/);
    expect(healthcheckTest(services.minio)).toContain('/minio/health/live');
  });

  test('depends_on targets exist and their conditions can be met', () => {
    for (const [name, service] of serviceEntries) {
      for (const [target, condition] of Object.entries(dependenciesOf(service))) {
        const dependency = services[target];
        expect({ name, target, exists: dependency !== undefined }).toEqual({ name, target, exists: true });
        if (condition === 'service_healthy') {
          expect({ name, target, healthcheck: hasComposeHealthcheck(dependency) }).toEqual({
            name,
            target,
            healthcheck: true,
          });
        } else if (condition === 'service_completed_successfully') {
          expect({ name, target, restart: dependency.restart }).toEqual({ name, target, restart: 'no' });
        } else {
          expect(condition).toBe('service_started');
        }
      }
    }
  });

  test('services wait for healthy MongoDB and Kafka; the BFF for Redis, Kafka (its live stream) and the initialised bucket', () => {
    for (const [name, service] of catalogServices) {
      expect({ name, deps: dependenciesOf(service) }).toEqual({
        name,
        deps: expect.objectContaining({ mongo: 'service_healthy', ...kafkaHealthy }),
      });
    }
    expect(dependenciesOf(services.bff)).toEqual(
      expect.objectContaining({
        redis: 'service_healthy',
        ...kafkaHealthy,
        'minio-init': 'service_completed_successfully',
      }),
    );
    expect(dependenciesOf(services['minio-init'])).toEqual({ minio: 'service_healthy' });
    expect(dependenciesOf(services.web)).toEqual(expect.objectContaining({ bff: expect.any(String) }));
  });

  test('minio-init creates the attachments bucket the BFF is configured with', () => {
    const script = stringLeaves(services['minio-init'])
      .map((l) => l.value)
      .join('\n');
    expect(script).toMatch(/mc mb --ignore-existing/);
    const bucket = withDefaults(environmentOf(services['minio-init']).S3_BUCKET ?? '');
    expect(bucket).toBe('docnet-attachments');
    expect(withDefaults(environmentOf(services.bff).S3_BUCKET ?? '')).toBe(bucket);
  });
});

describe('environment', () => {
  test('every catalog service listens on its catalog port with the production basics', () => {
    for (const [name, service] of catalogServices) {
      const env = environmentOf(service);
      expect({ name, PORT: env.PORT }).toEqual({ name, PORT: String(ServiceCatalog[name].port) });
      for (const key of ['MONGO_URL', 'MONGO_DB', 'KAFKA_BROKERS', 'SERVICE_TOKEN', 'LOG_LEVEL']) {
        expect({ name, key, set: (env[key] ?? '') !== '' }).toEqual({ name, key, set: true });
      }
      expect({ name, NODE_ENV: env.NODE_ENV }).toEqual({ name, NODE_ENV: 'production' });
    }
  });

  test('the BFF gets its whole configuration and no database of its own', () => {
    const env = environmentOf(services.bff);
    const required = [
      'PORT',
      'NODE_ENV',
      'REDIS_URL',
      'KAFKA_BROKERS',
      'SESSION_SECRET',
      'SERVICE_TOKEN',
      'S3_ENDPOINT',
      'S3_REGION',
    ];
    for (const key of [...required, 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_BUCKET']) {
      expect({ key, set: (env[key] ?? '') !== '' }).toEqual({ key, set: true });
    }
    expect(env.PORT).toBe('8080');
    expect(env).not.toHaveProperty('MONGO_DB');
    expect(env).not.toHaveProperty('MONGO_URL');
  });

  test('every Node deployable listens on all interfaces (the config default, 127.0.0.1, is unreachable in a container)', () => {
    for (const [name, service] of nodeDeployables) {
      expect({ name, HOST: environmentOf(service).HOST }).toEqual({
        name,
        HOST: expect.stringMatching(/^(0\.0\.0\.0|::)$/),
      });
    }
  });

  test('topics have several partitions, as many as the services create theirs with, so replicas share the work', () => {
    const brokerDefault = Number(environmentOf(services['kafka-1']).KAFKA_NUM_PARTITIONS);
    expect(brokerDefault).toBeGreaterThan(1);
    for (const [name, service] of catalogServices) {
      expect({ name, partitions: Number(environmentOf(service).KAFKA_PARTITIONS) }).toEqual({
        name,
        partitions: brokerDefault,
      });
    }
  });

  test('Kafka keeps three copies of every partition and acknowledges a write once two have it, so one broker may die', () => {
    const voters = KAFKA_NODES.map((node, index) => `${index + 1}@${node}:9093`).join(',');
    const ids = new Set<string>();
    for (const node of KAFKA_NODES) {
      const env = environmentOf(services[node]);
      ids.add(String(env.KAFKA_NODE_ID));
      expect({ node, roles: env.KAFKA_PROCESS_ROLES, voters: env.KAFKA_CONTROLLER_QUORUM_VOTERS }).toEqual({
        node,
        roles: 'broker,controller',
        voters,
      });
      expect({
        node,
        replication: Number(env.KAFKA_DEFAULT_REPLICATION_FACTOR),
        minInsync: Number(env.KAFKA_MIN_INSYNC_REPLICAS),
        offsets: Number(env.KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR),
        transactions: Number(env.KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR),
        transactionsMinIsr: Number(env.KAFKA_TRANSACTION_STATE_LOG_MIN_ISR),
        unclean: String(env.KAFKA_UNCLEAN_LEADER_ELECTION_ENABLE),
      }).toEqual({ node, replication: 3, minInsync: 2, offsets: 3, transactions: 3, transactionsMinIsr: 2, unclean: 'false' });
    }
    expect(ids).toEqual(new Set(['1', '2', '3']));
    // The services create their topics with an explicit replication factor, not the broker default.
    for (const [name, service] of [...catalogServices, ['bff', services.bff] as const]) {
      expect({ name, replication: environmentOf(service).KAFKA_REPLICATION_FACTOR }).toEqual({ name, replication: '3' });
    }
  });

  test("people search runs on the official OpenSearch image: one node by default, three in the production profile, each with its own volume", () => {
    const nodes = ['opensearch-1', 'opensearch-2', 'opensearch-3'];
    for (const node of nodes) {
      const service = services[node];
      const env = environmentOf(service);
      expect({ node, image: withDefaults(service?.image ?? '') }).toEqual({ node, image: expect.stringMatching(/^opensearchproject\/opensearch:2\.19\.\d+$/) });
      expect({ node, name: env['node.name'], seeds: env['discovery.seed_hosts'], manager: env['cluster.initial_cluster_manager_nodes'] }).toEqual({
        node,
        name: node,
        seeds: nodes.join(','),
        manager: 'opensearch-1',
      });
      expect({ node, volumes: (service?.volumes ?? []).map(String) }).toEqual({ node, volumes: [`${node}-data:/usr/share/opensearch/data`] });
    }
    const profilesOf = (node: string) => (services[node] as Dict | undefined)?.profiles;
    expect(nodes.map(profilesOf)).toEqual([undefined, ['production'], ['production']]);
    const profileEnv = environmentOf(services.profile);
    expect({ engine: withDefaults(String(profileEnv.PEOPLE_SEARCH_ENGINE)), url: withDefaults(String(profileEnv.OPENSEARCH_URL)) }).toEqual({
      engine: 'opensearch',
      url: 'http://opensearch-1:9200',
    });
    expect(dependenciesOf(services.profile)).toEqual(expect.objectContaining({ 'opensearch-1': 'service_healthy' }));
    // The production profile's nodes, all of them, as profile reads OPENSEARCH_URL (comma-separated), where it is told.
    const allNodes = nodes.map((node) => `http://${node}:9200`).join(',');
    expect(composeText).toContain(`OPENSEARCH_URL=${allNodes}`);
    expect(readFileSync(join(ROOT, '.env.example'), 'utf8')).toContain(`# OPENSEARCH_URL=${allNodes}`);
  });

  test('each service has its own MongoDB database', () => {
    const databases = catalogServices.map(([, s]) => environmentOf(s).MONGO_DB);
    expect(databases.every((db) => typeof db === 'string' && /^[A-Za-z0-9_-]+$/.test(db))).toBe(true);
    expect(new Set(databases).size).toBe(databases.length);
    expect(new Set(serviceEntries.map(([, s]) => environmentOf(s).MONGO_DB).filter(Boolean)).size).toBe(
      databases.length,
    );
  });

  test("the BFF's service URLs name existing services on the ports they listen on", () => {
    const env = environmentOf(services.bff);
    for (const name of serviceNames) {
      expect({ variable: serviceUrlVariable(name), value: env[serviceUrlVariable(name)] }).toEqual({
        variable: serviceUrlVariable(name),
        value: `http://${name}:${ServiceCatalog[name].port}`,
      });
    }
    for (const [key, value] of Object.entries(env).filter(([k]) => /_URL$/.test(k))) {
      const url = new URL(withDefaults(value));
      const target = services[url.hostname];
      expect({ key, host: url.hostname, exists: target !== undefined }).toEqual({
        key,
        host: url.hostname,
        exists: true,
      });
      if (url.protocol === 'http:' && target.build !== undefined) {
        expect({ key, port: url.port }).toEqual({ key, port: environmentOf(target).PORT });
      }
    }
  });

  test('every address in the environment points at a service of this file', () => {
    for (const [name, service] of serviceEntries) {
      for (const [key, raw] of Object.entries(environmentOf(service))) {
        const value = withDefaults(raw);
        const hosts: string[] = [];
        // APP_BASE_URL is the public origin browsers use (reset links) and OPENAI_BASE_URL an outside
        // provider (empty unless set): neither is an address inside the stack.
        if (/(_URL|_ENDPOINT)$/.test(key) && !['APP_BASE_URL', 'OPENAI_BASE_URL'].includes(key))
          hosts.push(new URL(value).hostname);
        if (key === 'KAFKA_BROKERS') hosts.push(...value.split(',').map((b) => b.trim().split(':')[0]));
        for (const host of hosts) {
          expect({ service: name, key, host, exists: host in services }).toEqual({
            service: name,
            key,
            host,
            exists: true,
          });
        }
      }
    }
    const advertised = KAFKA_NODES.map((node) => environmentOf(services[node]).KAFKA_ADVERTISED_LISTENERS.replace(/^PLAINTEXT:\/\//, ''));
    for (const [name, service] of [...catalogServices, ['bff', services.bff] as const]) {
      // Every broker, so a service starts and bootstraps whichever one is down.
      const brokers = environmentOf(service).KAFKA_BROKERS.split(',').map((broker) => broker.trim());
      expect({ name, brokers: [...brokers].sort() }).toEqual({ name, brokers: [...advertised].sort() });
    }
  });

  test('secrets come only from required interpolation (or, for optional providers, an empty default), never from the file', () => {
    const offenders: string[] = [];
    for (const [name, service] of serviceEntries) {
      for (const [key, value] of Object.entries(environmentOf(service))) {
        if (!SECRET_NAME.test(key)) continue;
        const required = /^\$\{[A-Za-z_][A-Za-z0-9_]*:\?[^}]*\}$/.test(value);
        const optionalProvider = /^\$\{[A-Za-z_][A-Za-z0-9_]*:-\}$/.test(value);
        if (!required && !optionalProvider) offenders.push(`${name}.${key}=${value}`);
      }
    }
    expect(offenders).toEqual([]);
    // The BFF and the services must agree on the token.
    const tokens = new Set(
      [...catalogServices.map(([, s]) => s), services.bff].map(
        (s) => variableReferences(environmentOf(s).SERVICE_TOKEN)[0]?.name,
      ),
    );
    expect([...tokens]).toEqual(['SERVICE_TOKEN']);
  });

  test('by default messages go through the providers and the session cookie is Secure (behind TLS)', () => {
    const delivery = Object.fromEntries(
      (['identity', 'notifications'] as const).map((name) => {
        const env = environmentOf(services[name]);
        return [
          name,
          {
            email: withDefaults(env.EMAIL_PROVIDER),
            sms: env.SMS_PROVIDER && withDefaults(env.SMS_PROVIDER),
            demo: withDefaults(env.ALLOW_LOCAL_OUTBOX),
          },
        ];
      }),
    );
    expect(delivery).toEqual({
      identity: { email: 'sendgrid', sms: 'twilio', demo: 'false' },
      notifications: { email: 'sendgrid', sms: undefined, demo: 'false' },
    });
    expect(withDefaults(environmentOf(services.bff).COOKIE_SECURE)).toBe('true');
  });

  test('every ${VAR} either has a default or is listed in .env.example (required ones with an empty value)', () => {
    expect(existsSync(envExamplePath)).toBe(true);
    const problems: string[] = [];
    const referenced = new Set<string>();
    for (const { path, value } of stringLeaves(compose)) {
      for (const ref of variableReferences(value)) {
        referenced.add(ref.name);
        const hasDefault = ref.operator === ':-' || ref.operator === '-' || ref.operator.includes('+');
        const required = ref.operator.includes('?');
        if (required) {
          if (!envExampleSet.has(ref.name))
            problems.push(`${path}: required ${ref.name} is not set in .env.example`);
          else if (envExampleSet.get(ref.name) !== '')
            problems.push(`.env.example commits a value for ${ref.name}`);
        } else if (!hasDefault && !envExampleDocumented.has(ref.name)) {
          problems.push(`${path}: ${ref.name} has no default and is not in .env.example`);
        }
      }
    }
    for (const name of envExampleDocumented) {
      if (!referenced.has(name))
        problems.push(`.env.example lists ${name}, which docker-compose.yml never uses`);
    }
    expect(problems).toEqual([]);
    expect([...referenced]).toEqual(
      expect.arrayContaining(['SESSION_SECRET', 'SERVICE_TOKEN', 'MINIO_ROOT_USER', 'MINIO_ROOT_PASSWORD']),
    );
  });

  test('.env stays out of git and out of the build context', () => {
    const gitignore = readFileSync(join(ROOT, '.gitignore'), 'utf8')
      .split(/\r?\n/)
      .map((l) => l.trim());
    expect(gitignore).toContain('.env');
    expect(isIgnored(dockerignore, '.env')).toBe(true);
  });
});

describe('Dockerfiles', () => {
  test('every build.dockerfile exists', () => {
    expect(dockerfilesInUse.sort()).toEqual([SERVICE_DOCKERFILE, 'infra/docker/web.Dockerfile']);
    for (const [name, service] of serviceEntries) {
      const build = buildOf(service);
      if (!build) continue;
      const file = join(ROOT, build.context ?? '.', build.dockerfile ?? 'Dockerfile');
      expect({ name, file, exists: existsSync(file) }).toEqual({ name, file, exists: true });
    }
  });

  test.each(dockerfilesInUse)(
    '%s: the final stage runs as a non-root user with a health check and an exec-form CMD',
    (file) => {
      const dockerfile = readDockerfile(file);
      const user = effective(dockerfile, 'USER')?.args.split(':')[0];
      expect(user).toBeDefined();
      expect(['', 'root', '0']).not.toContain(user);
      const healthcheck = effective(dockerfile, 'HEALTHCHECK');
      const composeCovers = serviceEntries
        .filter(([, s]) => buildOf(s)?.dockerfile === file)
        .every(([, s]) => hasComposeHealthcheck(s));
      expect(healthcheck !== undefined && !/^NONE\b/i.test(healthcheck.args) ? true : composeCovers).toBe(
        true,
      );
      if (healthcheck) expect(healthcheck.args).toMatch(/\bCMD\b/);
      // Exec form: the process gets signals directly (a base image's own CMD is inherited otherwise).
      for (const keyword of ['CMD', 'ENTRYPOINT']) {
        const instruction = effective(dockerfile, keyword);
        if (instruction) expect(instruction.args).toMatch(/^\[.*\]$/);
      }
    },
  );

  test.each(dockerfilesInUse)(
    '%s: copies every workspace manifest before npm ci (the lockfile needs them all)',
    (file) => {
      const dockerfile = readDockerfile(file);
      const copied = new Set(
        dockerfile.stages
          .flatMap(copiesOf)
          .filter((c) => !c.from)
          .flatMap((c) => c.sources),
      );
      expect(copied).toContain('package.json');
      expect(copied).toContain('package-lock.json');
      for (const workspace of rootPackage.workspaces) {
        expect({ workspace, copied: copied.has(`${workspace}/package.json`) }).toEqual({
          workspace,
          copied: true,
        });
      }
    },
  );

  test.each(dockerfilesInUse)('%s: every COPY source exists and is not excluded by .dockerignore', (file) => {
    const dockerfile = readDockerfile(file);
    for (const copy of dockerfile.stages.flatMap(copiesOf).filter((c) => !c.from)) {
      for (const source of copy.sources) {
        expect({ source, exists: existsSync(join(ROOT, source)) }).toEqual({ source, exists: true });
        expect({ source, ignored: isIgnored(dockerignore, source) }).toEqual({ source, ignored: false });
      }
    }
  });

  test('service.Dockerfile: node:20-bookworm-slim runtime with production dependencies of every Node deployable', () => {
    const dockerfile = readDockerfile(SERVICE_DOCKERFILE);
    const chain = finalStageChain(dockerfile);
    const root = chain[chain.length - 1];
    expect(resolveGlobalArg(dockerfile, root.base)).toBe('node:20-bookworm-slim');
    const runs = chain
      .flatMap((s) => s.instructions)
      .filter((i) => i.keyword === 'RUN')
      .map((i) => i.args);
    const npmCi = runs.find((r) => /\bnpm ci\b/.test(r));
    expect(npmCi).toMatch(/--omit=dev/);
    expect(npmCi).toMatch(/--mount=type=cache/);
    const workspaces = [...(npmCi ?? '').matchAll(/--workspace[= ](\S+)/g)].map((m) => m[1]);
    const needed = [
      'contracts',
      'services/platform',
      ...nodeDeployables.map(([, s]) => buildArgsOf(s).PACKAGE),
    ];
    if (workspaces.length > 0) expect(workspaces.sort()).toEqual([...new Set(needed)].sort());
    const env = chain
      .flatMap((s) => s.instructions)
      .filter((i) => i.keyword === 'ENV')
      .map((i) => i.args)
      .join(' ');
    expect(env).toMatch(/NODE_ENV=production/);
  });

  test('service.Dockerfile: compiles once, ships only the dist folders the PACKAGE needs, runs PACKAGE/dist/main.js', () => {
    const dockerfile = readDockerfile(SERVICE_DOCKERFILE);
    const allRuns = dockerfile.stages.flatMap((s) => s.instructions).filter((i) => i.keyword === 'RUN');
    expect(allRuns.some((r) => /tsc -b tsconfig\.build\.json/.test(r.args))).toBe(true);
    const [finalStage] = finalStageChain(dockerfile);
    expect(finalStage.instructions.some((i) => i.keyword === 'ARG' && /^PACKAGE\b/.test(i.args))).toBe(true);
    const fromBuild = copiesOf(finalStage).filter((c) => c.from !== undefined);
    const sources = fromBuild.flatMap((c) => c.sources);
    expect(sources).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/contracts\/dist\/?$/),
        expect.stringMatching(/services\/platform\/dist\/?$/),
        expect.stringMatching(/\$\{?PACKAGE\}?\/dist\/?$/),
      ]),
    );
    // Sources and node_modules of the build stage stay out of the runtime image.
    expect(sources.every((s) => /\/dist\/?$/.test(s))).toBe(true);
    const workdir = effective(dockerfile, 'WORKDIR')?.args;
    const cmd = JSON.parse(effective(dockerfile, 'CMD')?.args ?? '[]') as string[];
    const entry = cmd[0] === 'node' ? cmd[1] : undefined;
    expect(`${workdir}/${entry}`).toMatch(/^\/app\/\$\{?PACKAGE\}?\/dist\/main\.js$/);
  });

  test("service.Dockerfile installs the probe where compose's health checks of the Node deployables call it", () => {
    const [finalStage] = finalStageChain(readDockerfile(SERVICE_DOCKERFILE));
    const probe = copiesOf(finalStage).find((c) => c.sources.includes(IMAGE_HEALTHCHECK));
    expect(probe?.destination).toMatch(/^\/.*\.cjs$/);
    expect(existsSync(join(ROOT, IMAGE_HEALTHCHECK))).toBe(true);
    for (const [name, service] of nodeDeployables) {
      const test = service.healthcheck?.test;
      expect({ name, test: Array.isArray(test) ? test.slice(0, 3) : test }).toEqual({
        name,
        test: ['CMD', 'node', probe?.destination],
      });
    }
  });

  test.each(nodeDeployables.map(([name]) => name))(
    '%s: PACKAGE is a workspace whose main is the dist/main.js the image runs',
    (name) => {
      const pkg = buildArgsOf(services[name]).PACKAGE;
      expect(rootPackage.workspaces).toContain(pkg);
      const manifest = JSON.parse(readFileSync(join(ROOT, pkg, 'package.json'), 'utf8')) as { main?: string };
      expect(manifest.main).toBe('dist/main.js');
      expect(statSync(join(ROOT, pkg)).isDirectory()).toBe(true);
    },
  );

  test('web.Dockerfile: builds the SPA with node and serves web/dist with nginx-unprivileged and our nginx.conf', () => {
    const dockerfile = readDockerfile('infra/docker/web.Dockerfile');
    const [finalStage] = finalStageChain(dockerfile);
    expect(resolveGlobalArg(dockerfile, finalStage.base)).toMatch(/^nginxinc\/nginx-unprivileged:/);
    const runs = dockerfile.stages
      .flatMap((s) => s.instructions)
      .filter((i) => i.keyword === 'RUN')
      .map((i) => i.args);
    expect(runs.some((r) => /npm run build -w web|npm run build --workspace[= ]web/.test(r))).toBe(true);
    const copies = copiesOf(finalStage);
    expect(copies).toEqual(
      expect.arrayContaining([
        {
          from: undefined,
          sources: ['infra/docker/nginx.conf'],
          destination: '/etc/nginx/conf.d/default.conf',
        },
        expect.objectContaining({
          from: expect.any(String),
          sources: [expect.stringMatching(/web\/dist\/?$/)],
        }),
      ]),
    );
  });

  test('nginx.conf: SPA fallback, /api/ proxied to the BFF, listens on 8080, health route for the probe', () => {
    const conf = readFileSync(join(ROOT, 'infra/docker/nginx.conf'), 'utf8').replace(/#.*$/gm, '');
    expect(conf).toMatch(/listen\s+8080\s*;/);
    expect(conf).toMatch(/try_files\s+\$uri\s+\$uri\/\s+\/index\.html\s*;/);
    const apiBlock = /location\s+\/api\/\s*\{([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(apiBlock).toMatch(/proxy_pass\s+/);
    const upstream = /proxy_pass\s+(\S+);/.exec(apiBlock)?.[1] ?? '';
    const target = upstream.startsWith('$')
      ? new RegExp(`set\\s+\\${upstream}\\s+(\\S+);`).exec(conf)?.[1]
      : upstream;
    expect(target).toBe(`http://bff:${environmentOf(services.bff).PORT}`);
    expect(conf).toMatch(/location\s+=\s+\/healthz/);
    expect(healthcheckTest(services.web)).toContain('/healthz');
    // A body limit at least as large as the 20 MB upload limit.
    const limit = /client_max_body_size\s+(\d+)m\s*;/.exec(conf)?.[1];
    expect(Number(limit)).toBeGreaterThanOrEqual(20);
  });

  test("nginx.conf: the SPA's documents carry the BFF's security headers, CSP included, and /api/ answers the BFF's own CSP", () => {
    const conf = readFileSync(join(ROOT, 'infra/docker/nginx.conf'), 'utf8').replace(/#.*$/gm, '');
    // Server-level headers reach every location only while no location sets one of its own.
    const locations = conf.match(/location\s[^{]*\{[^}]*\}/g) ?? [];
    expect(locations.filter((block) => /add_header/.test(block))).toEqual([]);
    const headers = new Map(
      [...conf.matchAll(/add_header\s+(\S+)\s+("([^"]*)"|\$\w+)\s+always\s*;/g)].map((m) => [
        m[1],
        m[3] ?? m[2],
      ]),
    );
    for (const [name, value] of Object.entries(DOCUMENT_SECURITY_HEADERS)) {
      const sent = headers.get(name);
      if (!sent?.startsWith('$')) {
        expect({ name, value: sent }).toEqual({ name, value });
        continue;
      }
      const map = new RegExp(`map\\s+\\$uri\\s+\\${sent}\\s*\\{([^}]*)\\}`).exec(conf)?.[1] ?? '';
      expect({ name, value: /default\s+"([^"]*)"\s*;/.exec(map)?.[1] }).toEqual({ name, value });
      expect(map).toMatch(/~\^\/api\/\s+""\s*;/);
    }
  });
});

describe('metrics', () => {
  const prometheusConfig = parseDocument(
    readFileSync(join(ROOT, 'infra/prometheus/prometheus.yml'), 'utf8'),
  ).toJS() as {
    scrape_configs: { job_name: string; dns_sd_configs: { names: string[]; type: string; port: number }[] }[];
  };
  const jobs = new Map(prometheusConfig.scrape_configs.map((job) => [job.job_name, job.dns_sd_configs]));

  test('Prometheus runs with its configuration mounted and its data on a volume', () => {
    expect(withDefaults(services.prometheus?.image ?? '')).toMatch(/^prom\/prometheus:v3\.\d+\.\d+$/);
    const mounts = (services.prometheus?.volumes ?? []).map(String);
    expect(mounts).toEqual(
      expect.arrayContaining([
        './infra/prometheus/prometheus.yml:/etc/prometheus/prometheus.yml:ro',
        expect.stringMatching(/:\/prometheus$/),
      ]),
    );
  });

  test('it scrapes every replica of every service on its catalogue port, and the BFF on its METRICS_PORT', () => {
    for (const name of serviceNames) {
      expect({ name, discovery: jobs.get(name) }).toEqual({
        name,
        discovery: [{ names: [name], type: 'A', port: ServiceCatalog[name].port }],
      });
    }
    const bffMetricsPort = Number(environmentOf(services.bff).METRICS_PORT ?? 9464);
    expect(jobs.get('bff')).toEqual([{ names: ['bff'], type: 'A', port: bffMetricsPort }]);
    expect([...jobs.keys()].sort()).toEqual([...serviceNames, 'bff'].sort());
  });
});

describe('.dockerignore', () => {
  test.each([
    'node_modules/yup/package.json',
    'services/identity/node_modules/x/index.js',
    'services/identity/dist/main.js',
    'web/dist/index.html',
    '.git/HEAD',
    '.local/outbox/mail.json',
    'coverage/lcov.info',
    'services/content/coverage/lcov.info',
    'contracts/dist/.tsbuildinfo',
    '.env',
  ])('excludes %s', (path) => {
    expect(isIgnored(dockerignore, path)).toBe(true);
  });

  test.each([
    'package.json',
    'package-lock.json',
    'tsconfig.base.json',
    'tsconfig.build.json',
    'services/identity/src/main.ts',
    'bff/package.json',
    'web/package.json',
    'tests/package.json',
    'infra/package.json',
    'infra/docker/nginx.conf',
    IMAGE_HEALTHCHECK,
  ])('keeps %s', (path) => {
    expect(isIgnored(dockerignore, path)).toBe(false);
  });
});

// ------------------------------------------------------------------ the real validator

// The compose v2 CLI: the machine's own, else built once from its Go module by infra (no engine needed).
describe('the compose CLI', () => {
  let cli: string[];
  let dir: string;
  let envFile: string;

  beforeAll(async () => {
    cli = await ensureCompose({ log: (line) => console.log(line) });
    dir = mkdtempSync(join(tmpdir(), 'docnet-compose-'));
    envFile = writeDummyEnvFile(dir);
  }, 40 * 60_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const compose = (...args: string[]) => runCompose(cli, envFile, ...args);

  test('`config -q` accepts the file', () => {
    const result = compose('config', '-q');
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
  });

  test('reads the same services as these checks do (those of every profile: the Redis Cluster is one)', () => {
    const result = compose('--profile', '*', 'config', '--services');
    expect(result.status).toBe(0);
    expect(result.stdout.trim().split('\n').sort()).toEqual(Object.keys(services).sort());
  });
});
