import { KafkaContainer } from '@testcontainers/kafka';
import { GenericContainer, getContainerRuntimeClient, Wait, type StartedTestContainer } from 'testcontainers';
import type { InfraEndpoints } from './index';
import type { Log } from './process';
import { ensureBucket } from './s3';

/** The images of the container world, at the versions production runs (docker-compose.yml). */
export const CONTAINER_IMAGES = {
  kafka: 'confluentinc/cp-kafka:7.9.0',
  mongo: 'mongo:7.0',
  redis: 'redis:7.4-alpine',
  s3: 'minio/minio:RELEASE.2025-04-22T22-12-26Z',
  opensearch: 'opensearchproject/opensearch:2.19.6',
} as const;

const S3 = { accessKeyId: 'docnet', secretAccessKey: 'docnet-secret', region: 'us-east-1', bucket: 'docnet-attachments' };

/**
 * Whether a container engine answers (a developer laptop, a CI with Docker). `DOCNET_INFRA=native` or
 * `=containers` decides instead; otherwise testcontainers' own detection (DOCKER_HOST, the socket, …) does.
 */
export async function containerEngineReachable(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  if (env.DOCNET_INFRA === 'native') return false;
  if (env.DOCNET_INFRA === 'containers') return true;
  try {
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

export interface ContainerInfra {
  endpoints: InfraEndpoints;
  stop(): Promise<void>;
}

/** Kafka, MongoDB, Redis, S3 (MinIO) and OpenSearch in containers of this run, removed by `stop()` (or by testcontainers' reaper). */
export async function startContainerInfra(log: Log = () => undefined): Promise<ContainerInfra> {
  log(`containers: starting ${Object.values(CONTAINER_IMAGES).join(', ')}`);
  const started: StartedTestContainer[] = [];
  const keep = async <T extends StartedTestContainer>(container: Promise<T>): Promise<T> => {
    const running = await container;
    started.push(running);
    return running;
  };
  try {
    const [kafka, mongo, redis, s3, opensearch] = await Promise.all([
      keep(new KafkaContainer(CONTAINER_IMAGES.kafka).withKraft().start()),
      keep(new GenericContainer(CONTAINER_IMAGES.mongo).withExposedPorts(27017).withWaitStrategy(Wait.forLogMessage(/Waiting for connections/)).start()),
      keep(new GenericContainer(CONTAINER_IMAGES.redis).withExposedPorts(6379).withWaitStrategy(Wait.forLogMessage(/Ready to accept connections/)).start()),
      keep(
        new GenericContainer(CONTAINER_IMAGES.s3)
          .withCommand(['server', '/data'])
          .withEnvironment({ MINIO_ROOT_USER: S3.accessKeyId, MINIO_ROOT_PASSWORD: S3.secretAccessKey })
          .withExposedPorts(9000)
          .withWaitStrategy(Wait.forHttp('/minio/health/ready', 9000))
          .start(),
      ),
      keep(
        new GenericContainer(CONTAINER_IMAGES.opensearch)
          .withEnvironment({
            'discovery.type': 'single-node',
            DISABLE_SECURITY_PLUGIN: 'true',
            DISABLE_INSTALL_DEMO_CONFIG: 'true',
            OPENSEARCH_JAVA_OPTS: '-Xms512m -Xmx512m',
          })
          .withExposedPorts(9200)
          .withWaitStrategy(Wait.forHttp('/', 9200))
          .start(),
      ),
    ]);
    const at = (container: StartedTestContainer, port: number) => `${container.getHost()}:${container.getMappedPort(port)}`;
    const endpoints: InfraEndpoints = {
      kafkaBrokers: at(kafka, 9093),
      mongoUrl: `mongodb://${at(mongo, 27017)}`,
      redisUrl: `redis://${at(redis, 6379)}`,
      s3: { endpoint: `http://${at(s3, 9000)}`, ...S3 },
      opensearchUrl: `http://${at(opensearch, 9200)}`,
    };
    await ensureBucket(endpoints.s3, log);
    return {
      endpoints,
      stop: async () => {
        await Promise.allSettled(started.map((container) => container.stop()));
      },
    };
  } catch (error) {
    await Promise.allSettled(started.map((container) => container.stop()));
    throw error;
  }
}
