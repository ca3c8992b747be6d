import type { FactoryProvider } from '@nestjs/common';
import * as yup from 'yup';
import { SERVICE_CONFIG } from '../tokens';

/** Raised at start-up when the environment is incomplete or wrong; names every bad key. */
export class ConfigError extends Error {
  constructor(
    readonly deployable: string,
    readonly problems: string[],
  ) {
    super(`${deployable}: invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * What a configuration is read from: the process environment, or the configuration a service was started with
 * (a service's own keys are read again from it: in-process test runs hand over their keys that way).
 */
export type ConfigSource = Readonly<Record<string, unknown>>;

/**
 * Validates the environment once, at boot, into a typed object. Nothing outside `config/`
 * folders reads `process.env`.
 */
export function loadConfig<S extends yup.AnyObjectSchema>(
  deployable: string,
  schema: S,
  env: ConfigSource = process.env,
): yup.InferType<S> {
  try {
    return schema.validateSync(env, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      throw new ConfigError(
        deployable,
        error.inner.length ? error.inner.map((inner) => inner.message) : [error.message],
      );
    }
    throw error;
  }
}

/** Loads the configuration, or ends the process with the message that names the bad keys. */
export function configOrExit<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

/** Keys every deployable shares, the BFF included. */
export const sharedEnv = {
  HOST: yup.string().default('127.0.0.1'),
  SERVICE_TOKEN: yup
    .string()
    .required('SERVICE_TOKEN is required (shared secret of the BFF and the services)')
    .min(16, 'SERVICE_TOKEN must be at least 16 characters'),
  LOG_LEVEL: yup
    .string()
    .oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'LOG_LEVEL must be a pino level')
    .default('info'),
};

export const port = (name: string, fallback: number) =>
  yup.number().integer().min(0, `${name} must be a TCP port`).max(65535, `${name} must be a TCP port`).default(fallback);

/** Kafka keys of every deployable that reads or writes events: the services and the BFF (its live stream). */
export const kafkaEnv = {
  KAFKA_BROKERS: yup.string().required('KAFKA_BROKERS is required (e.g. 127.0.0.1:19092)'),
  /** Prefix of topics and consumer groups, so stacks sharing one Kafka stay apart ('' in production). */
  EVENTS_NAMESPACE: yup.string().default(''),
  KAFKA_PARTITIONS: yup.number().integer().min(1).default(3),
  /**
   * How long a consumer's fetch waits at the broker for new messages (ms). An idle consumer asks this often; a stop
   * waits for the fetch in flight, so it also bounds how long stopping takes (ADR 4). Tests, which start and stop
   * processes all the time, shorten it.
   */
  KAFKA_FETCH_WAIT_MS: yup.number().integer().min(100).max(10_000).default(5000),
  /**
   * Copies of each partition the service's topics are created with; unset: three, or every broker of a smaller
   * cluster. Explicit so a topic never takes a broker default of one copy.
   */
  KAFKA_REPLICATION_FACTOR: yup
    .number()
    .integer('KAFKA_REPLICATION_FACTOR must be a whole number of brokers')
    .min(1, 'KAFKA_REPLICATION_FACTOR must be at least 1')
    .optional(),
  /**
   * How long a publish may take, retries included, before it fails (ms); the outbox keeps what failed and
   * publishes it again later. Retries are bounded by this time, not by a count.
   */
  KAFKA_DELIVERY_TIMEOUT_MS: yup.number().integer().min(1_000).max(300_000).default(30_000),
};

/** An http(s) origin or URL setting; unlike yup's url(), it accepts localhost. */
export const urlSetting = (name: string, fallback: string) =>
  yup
    .string()
    .default(fallback)
    .test('url', `${name} must be a URL`, (value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    });

/** Keys every service shares; a service's own env schema extends it. */
export function serviceEnvSchema(defaultPort: number) {
  return yup.object({
    ...sharedEnv,
    PORT: port('PORT', defaultPort),
    MONGO_URL: yup.string().required('MONGO_URL is required (e.g. mongodb://127.0.0.1:27027)'),
    MONGO_DB: yup.string().required('MONGO_DB is required (the database this service owns)'),
    ...kafkaEnv,
    /** The time limit (maxTimeMS) of each database read made while answering a request; below the BFF's SERVICE_CALL_TIMEOUT_MS. */
    QUERY_TIME_LIMIT_MS: yup.number().integer().min(1, 'QUERY_TIME_LIMIT_MS must be a positive number of milliseconds').default(5000),
    FAULT_POINTS: yup
      .string()
      .default('')
      .test('known', 'FAULT_POINTS may name only outbox-before-publish, consumer-after-effect', (value) =>
        (value ?? '')
          .split(',')
          .filter(Boolean)
          .every((point) => ['outbox-before-publish', 'consumer-after-effect'].includes(point)),
      ),
  });
}

export type ServiceEnv = yup.InferType<ReturnType<typeof serviceEnvSchema>>;

/**
 * A service's own typed settings as a provider: `settings` reads them from the configuration the service was
 * started with (SERVICE_CONFIG), so in-process tests that hand over their keys reach them too.
 */
export function settingsProvider<T>(token: symbol, settings: (config: ServiceEnv) => T): FactoryProvider<T> {
  return { provide: token, inject: [SERVICE_CONFIG], useFactory: settings };
}
