import { endpointsFile } from './paths';
import {
  ensureInfra,
  ensureKafkaCluster,
  ensureRedisCluster,
  infraEnv,
  infraStatus,
  kafkaClusterStatus,
  redisClusterStatus,
  stopInfra,
  stopKafkaCluster,
  stopRedisCluster,
} from './index';

// The CLI runs on the repo's Node 20; the SDK's notice about its future Node 22 requirement is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const log = (line: string): void => console.error(`[infra] ${line}`);

async function up(): Promise<void> {
  const started = Date.now();
  const endpoints = await ensureInfra({ log });
  log(`ready in ${((Date.now() - started) / 1000).toFixed(1)}s; endpoints written to ${endpointsFile}`);
  console.log(JSON.stringify(endpoints, null, 2));
  console.log();
  for (const [name, value] of Object.entries(infraEnv(endpoints))) console.log(`${name}=${value}`);
}

function printTable(table: string[][]): void {
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
  const format = (row: string[]): string => row.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  console.log(table.map((row) => format(row).trimEnd()).join('\n'));
}

async function status(): Promise<void> {
  const rows = (await infraStatus()).map((s) => [
    s.piece,
    s.state,
    s.address,
    s.pid === undefined ? '-' : String(s.pid),
    s.provisionedBy,
  ]);
  printTable([['PIECE', 'STATE', 'ADDRESS', 'PID', 'BY'], ...rows]);
}

async function clusterUp(): Promise<void> {
  const started = Date.now();
  const url = await ensureRedisCluster({ log });
  log(`redis-cluster: ready in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  console.log(`REDIS_URL=${url}`);
}

async function clusterStatus(): Promise<void> {
  const rows = (await redisClusterStatus()).map((s) => [
    `127.0.0.1:${s.port}`,
    s.state,
    s.role ?? '-',
    s.pid === undefined ? '-' : String(s.pid),
    s.provisionedBy,
  ]);
  printTable([['NODE', 'STATE', 'ROLE', 'PID', 'BY'], ...rows]);
}

async function kafkaClusterUp(): Promise<void> {
  const started = Date.now();
  const brokers = await ensureKafkaCluster({ log });
  log(`kafka-cluster: ready in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  console.log(`KAFKA_BROKERS=${brokers}`);
}

async function kafkaClusterStatusTable(): Promise<void> {
  const rows = (await kafkaClusterStatus()).map((s) => [
    String(s.id),
    `127.0.0.1:${s.port}`,
    s.state,
    s.pid === undefined ? '-' : String(s.pid),
    s.provisionedBy,
  ]);
  printTable([['NODE', 'BROKER', 'STATE', 'PID', 'BY'], ...rows]);
}

const commands: Record<string, () => Promise<void>> = {
  up,
  down: () => stopInfra({ log }),
  status,
  'cluster up': clusterUp,
  'cluster down': () => stopRedisCluster({ log }),
  'cluster status': clusterStatus,
  'kafka-cluster up': kafkaClusterUp,
  'kafka-cluster down': () => stopKafkaCluster({ log }),
  'kafka-cluster status': kafkaClusterStatusTable,
};

async function main(): Promise<void> {
  const name = process.argv.slice(2, ['cluster', 'kafka-cluster'].includes(process.argv[2]) ? 4 : 3).join(' ');
  const command = commands[name];
  if (!command) {
    console.error('usage: npm run infra -- up|down|status, npm run infra -- cluster up|down|status or npm run infra -- kafka-cluster up|down|status');
    process.exit(2);
  }
  await command();
}

main().then(
  // Explicit exit: a driver's lingering socket must not keep the CLI alive.
  () => process.exit(0),
  (err: unknown) => {
    console.error(`[infra] FAILED:\n${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
