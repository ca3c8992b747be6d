import { serviceNames, type ServiceName } from '@docnet/contracts';

/** What one chaos run does; every field has a flag and an environment variable (flags win). */
export interface ChaosOptions {
  /** Requests per second the load sends, at fixed arrival times whatever the answers take. */
  rate: number;
  /** Members registered with a session each; the load acts as them. */
  members: number;
  /** Seconds of load before the first fault. */
  warmupSeconds: number;
  /** Seconds a killed service stays dead under load before its restart. */
  downSeconds: number;
  /** Seconds of load after a fault recovered, before the next one. */
  gapSeconds: number;
  /** The most seconds the effects may take to settle before the run fails. */
  settleSeconds: number;
  /** Services to kill, in order (default: every service of the catalogue). */
  services: ServiceName[];
  /** Restart the shared Kafka broker once after the service faults. */
  kafka: boolean;
  /** Restart the shared Redis server once (it comes back empty) after the broker. */
  redis: boolean;
  /** Run `npm run build` first (off when the build is known to be fresh). */
  build: boolean;
  /** Leave the stack running afterwards (its state file is printed) instead of stopping it. */
  keep: boolean;
  /** Seed of the workload's random choices, so a run can be replayed. */
  seed: number;
}

const flags: Record<keyof ChaosOptions, { flag: string; env: string }> = {
  rate: { flag: '--rate', env: 'CHAOS_RATE' },
  members: { flag: '--members', env: 'CHAOS_MEMBERS' },
  warmupSeconds: { flag: '--warmup', env: 'CHAOS_WARMUP_SECONDS' },
  downSeconds: { flag: '--down', env: 'CHAOS_DOWN_SECONDS' },
  gapSeconds: { flag: '--gap', env: 'CHAOS_GAP_SECONDS' },
  settleSeconds: { flag: '--settle', env: 'CHAOS_SETTLE_SECONDS' },
  services: { flag: '--services', env: 'CHAOS_SERVICES' },
  kafka: { flag: '--kafka', env: 'CHAOS_KAFKA' },
  redis: { flag: '--redis', env: 'CHAOS_REDIS' },
  build: { flag: '--build', env: 'CHAOS_BUILD' },
  keep: { flag: '--keep', env: 'CHAOS_KEEP' },
  seed: { flag: '--seed', env: 'CHAOS_SEED' },
};

export const usage = `usage: npm run chaos -- [--rate 20] [--members 10] [--warmup 5] [--down 5] [--gap 5] [--settle 180]
                      [--services identity,profile,...] [--no-kafka] [--no-redis] [--no-build] [--keep] [--seed 1]
(or CHAOS_RATE, CHAOS_MEMBERS, CHAOS_WARMUP_SECONDS, CHAOS_DOWN_SECONDS, CHAOS_GAP_SECONDS, CHAOS_SETTLE_SECONDS,
 CHAOS_SERVICES, CHAOS_KAFKA=0, CHAOS_REDIS=0, CHAOS_BUILD=0, CHAOS_KEEP=1, CHAOS_SEED)`;

/** The value of `--name value`, `--name=value`, `--name` / `--no-name` (booleans), else the environment variable. */
function raw(argv: string[], key: keyof ChaosOptions): string | undefined {
  const { flag, env } = flags[key];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === `--no-${flag.slice(2)}`) return '0';
    if (arg.startsWith(`${flag}=`)) return arg.slice(flag.length + 1);
    if (arg === flag) {
      const next = argv[i + 1];
      return next === undefined || next.startsWith('--') ? '1' : next;
    }
  }
  return process.env[env];
}

function positive(argv: string[], key: keyof ChaosOptions, fallback: number, min = 1): number {
  const value = raw(argv, key);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < min) throw new Error(`${flags[key].flag} must be a number of at least ${min}\n${usage}`);
  return number;
}

function yes(argv: string[], key: keyof ChaosOptions, fallback: boolean): boolean {
  const value = raw(argv, key);
  return value === undefined ? fallback : !['0', 'false', 'no'].includes(value.toLowerCase());
}

export function parseOptions(argv: string[]): ChaosOptions {
  if (argv.includes('--help')) throw new Error(usage);
  const services = raw(argv, 'services')
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = services?.filter((name) => !(serviceNames as string[]).includes(name)) ?? [];
  if (unknown.length) throw new Error(`unknown services ${unknown.join(', ')}; the catalogue lists ${serviceNames.join(', ')}`);
  return {
    rate: positive(argv, 'rate', 20),
    members: positive(argv, 'members', 10, 4),
    warmupSeconds: positive(argv, 'warmupSeconds', 5, 0),
    downSeconds: positive(argv, 'downSeconds', 5, 0),
    gapSeconds: positive(argv, 'gapSeconds', 5, 0),
    settleSeconds: positive(argv, 'settleSeconds', 180),
    services: (services as ServiceName[] | undefined) ?? [...serviceNames],
    kafka: yes(argv, 'kafka', true),
    redis: yes(argv, 'redis', true),
    build: yes(argv, 'build', true),
    keep: yes(argv, 'keep', false),
    seed: positive(argv, 'seed', 1, 0),
  };
}
