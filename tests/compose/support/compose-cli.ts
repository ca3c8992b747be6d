import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPOSE_FILE, ROOT } from './compose-file';

/** `.env.example`: its KEY=value lines, and every key it documents (`# KEY=value` lines are optional overrides). */
export function readEnvExample(): { values: Map<string, string>; documented: Set<string> } {
  const path = join(ROOT, '.env.example');
  const values = new Map<string, string>();
  const documented = new Set<string>();
  for (const line of (existsSync(path) ? readFileSync(path, 'utf8') : '').split(/\r?\n/)) {
    const set = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (set) {
      values.set(set[1], set[2].trim());
      documented.add(set[1]);
    }
    const commented = /^\s*#\s*([A-Za-z_][A-Za-z0-9_]*)=/.exec(line);
    if (commented) documented.add(commented[1]);
  }
  return { values, documented };
}

/** An env file with a dummy value for every key of .env.example, so compose can interpolate; nothing is real. */
export function writeDummyEnvFile(dir: string): string {
  const file = join(dir, 'compose.env');
  const lines = [...readEnvExample().values.keys()].map(
    (key) => `${key}=compose-test-${key.toLowerCase().replace(/_/g, '-')}`,
  );
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** The arguments that run the compose CLI on the project's file with `envFile`, then `args`. */
export function composeArgs(cli: string[], envFile: string, ...args: string[]): [string, string[]] {
  return [
    cli[0],
    [...cli.slice(1), '--project-directory', ROOT, '--env-file', envFile, '-f', COMPOSE_FILE, ...args],
  ];
}

export function runCompose(cli: string[], envFile: string, ...args: string[]) {
  const [command, commandArgs] = composeArgs(cli, envFile, ...args);
  return spawnSync(command, commandArgs, { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
}
