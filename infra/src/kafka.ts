import fs from 'node:fs';
import path from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import { cacheDir, infraDir, logFile, pidFile, pieceDir } from './paths';
import type { PieceDef } from './piece';
import { hashFiles, run, spawnDetached, which, type Log } from './process';

export const KAFKA_VERSION = '3.9.1';
const PORT = 19092;
const CONTROLLER_PORT = 19093;
// Fixed so that the storage is formatted once and reused: base64url of the 16 bytes "docnet-local-kfk".
const CLUSTER_ID = 'ZG9jbmV0LWxvY2FsLWtmaw';
const JVM_HEAP = ['-Xms256m', '-Xmx768m'];

function serverProperties(dataDir: string): string {
  return `process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:${CONTROLLER_PORT}
listeners=PLAINTEXT://127.0.0.1:${PORT},CONTROLLER://127.0.0.1:${CONTROLLER_PORT}
advertised.listeners=PLAINTEXT://127.0.0.1:${PORT}
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
log.dirs=${dataDir}
num.partitions=1
default.replication.factor=1
min.insync.replicas=1
offsets.topic.replication.factor=1
offsets.topic.num.partitions=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
transaction.state.log.num.partitions=1
group.initial.rebalance.delay.ms=0
auto.create.topics.enable=true
`;
}

// The broker logs WARN and up, plus the lines that say it has started.
const KAFKA_LOG4J = `log4j.rootLogger=WARN, stdout
log4j.appender.stdout=org.apache.log4j.ConsoleAppender
log4j.appender.stdout.layout=org.apache.log4j.PatternLayout
log4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n
log4j.logger.kafka.server.KafkaRaftServer=INFO
log4j.logger.kafka.server.BrokerServer=INFO
`;

/** Kafka's runtime jars, fetched once with Maven into the machine-wide cache. */
export async function ensureKafkaJars(log: Log): Promise<string> {
  const dir = cacheDir(`kafka-${KAFKA_VERSION}`);
  const lib = path.join(dir, 'lib');
  const stamp = path.join(dir, 'pom.sha');
  const pom = path.join(infraDir, 'kafka', 'pom.xml');
  const hash = hashFiles([pom]);
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash) return lib;

  if (!which('mvn'))
    throw new Error('Kafka: mvn not found on PATH — install maven (apt-get install -y maven)');
  log(`kafka: fetching Kafka ${KAFKA_VERSION} jars with Maven into ${lib}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.copyFileSync(pom, path.join(dir, 'pom.xml'));
  const staging = `${lib}.tmp`;
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    await run(
      'mvn',
      [
        '-B',
        '-q',
        '-f',
        path.join(dir, 'pom.xml'),
        'dependency:copy-dependencies',
        '-DincludeScope=runtime',
        `-DoutputDirectory=${staging}`,
      ],
      { cwd: dir, timeoutMs: 900_000 },
    );
  } catch (err) {
    throw new Error(`Kafka: fetching the jars from Maven Central failed: ${(err as Error).message}`);
  }
  fs.rmSync(lib, { recursive: true, force: true });
  fs.renameSync(staging, lib);
  fs.writeFileSync(stamp, hash);
  return lib;
}

/** The JVM's arguments for a node whose files are in dir: its heap, the logging config written there, the jars. */
export function kafkaJvmArgs(heap: readonly string[], lib: string, dir: string): string[] {
  const log4j = path.join(dir, 'log4j.properties');
  fs.writeFileSync(log4j, KAFKA_LOG4J);
  return [
    ...heap,
    '-Djava.awt.headless=true',
    `-Dlog4j.configuration=file:${log4j}`,
    `-Dkafka.logs.dir=${path.join(dir, 'logs')}`,
    '-cp',
    path.join(lib, '*'),
  ];
}

async function launch(log: Log): Promise<void> {
  const java = which('java');
  if (!java) throw new Error('Kafka: java not found on PATH — install openjdk-17-jre-headless');
  const lib = await ensureKafkaJars(log);

  const dir = pieceDir('kafka');
  const dataDir = path.join(dir, 'data');
  const config = path.join(dir, 'server.properties');
  fs.writeFileSync(config, serverProperties(dataDir));
  const jvm = kafkaJvmArgs(JVM_HEAP, lib, dir);

  if (!fs.existsSync(path.join(dataDir, 'meta.properties'))) {
    log('kafka: formatting KRaft storage');
    await run(
      java,
      [...jvm, 'kafka.tools.StorageTool', 'format', '-t', CLUSTER_ID, '-c', config, '--ignore-formatted'],
      {
        cwd: dir,
        timeoutMs: 120_000,
      },
    );
  }
  log(`kafka: starting Kafka ${KAFKA_VERSION} on 127.0.0.1:${PORT}`);
  spawnDetached({
    cmd: java,
    args: [...jvm, 'kafka.Kafka', config],
    cwd: dir,
    logFile: logFile('kafka'),
    pidFile: pidFile('kafka'),
  });
}

async function probe(brokers: string): Promise<boolean> {
  const kafka = new Kafka({
    clientId: 'docnet-infra',
    brokers: brokers.split(',').map((b) => b.trim()),
    logLevel: logLevel.NOTHING,
    connectionTimeout: 2_000,
    requestTimeout: 5_000,
    retry: { retries: 0 },
  });
  const admin = kafka.admin();
  try {
    await admin.connect();
    await admin.listTopics();
    return true;
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}

export const kafka: PieceDef<string> = {
  name: 'kafka',
  title: 'Kafka',
  local: `127.0.0.1:${PORT}`,
  port: PORT,
  markers: ['kafka.Kafka'],
  fromEnv: () => process.env.KAFKA_BROKERS || undefined,
  describe: (brokers) => brokers,
  probe,
  readyTimeoutMs: 120_000,
  stopGraceMs: 30_000,
  launch,
};
