import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { cacheDir, cacheRoot } from './paths';
import { copyGoModuleSource, run, which, withLock, type Log } from './process';

/** Pinned: `config` output and its validation follow the compose-spec version the CLI embeds. */
export const COMPOSE_VERSION = '2.40.3';

const MODULE = 'github.com/docker/compose/v2';
const LOCK_WAIT_MS = 30 * 60_000;

/** A compose CLI already installed on the machine: the Docker CLI plugin, or a standalone binary. */
function installedCompose(): string[] | undefined {
  for (const candidate of [['docker', 'compose'], ['docker-compose']]) {
    if (!which(candidate[0])) continue;
    const probe = spawnSync(candidate[0], [...candidate.slice(1), 'version'], { encoding: 'utf8', timeout: 20_000 });
    if (probe.status === 0) return candidate;
  }
  return undefined;
}

/**
 * The command that runs the compose v2 CLI (`config` needs no Docker engine): the machine's own when it has
 * one, else compose built from its Go module into the machine-wide cache (`~/.cache/docnet/compose-<version>`).
 * `go install module@version` refuses compose (its go.mod has exclude directives), so a copy of the module
 * source is built as the main module.
 */
export async function ensureCompose(options: { log?: Log } = {}): Promise<string[]> {
  const installed = installedCompose();
  if (installed) return installed;
  const log = options.log ?? (() => undefined);
  const dir = cacheDir(`compose-${COMPOSE_VERSION}`);
  const bin = path.join(dir, 'docker-compose');
  if (fs.existsSync(bin)) return [bin];

  return withLock(path.join(cacheRoot, 'compose.lock'), LOCK_WAIT_MS, async () => {
    if (fs.existsSync(bin)) return [bin];
    if (!which('go')) throw new Error('compose: no compose CLI on PATH and no go to build one (Go >= 1.24)');
    log(`compose: building the compose CLI ${COMPOSE_VERSION} from its Go module into ${bin}`);
    fs.mkdirSync(dir, { recursive: true });
    const env = { ...process.env, GOTOOLCHAIN: 'local' };
    const staging = `${bin}.${process.pid}.tmp`;
    const work = fs.mkdtempSync(path.join(dir, 'build-'));
    try {
      const source = path.join(work, 'compose');
      await copyGoModuleSource(`${MODULE}@v${COMPOSE_VERSION}`, source, { cwd: work, env });
      const version = `-X ${MODULE}/internal.Version=v${COMPOSE_VERSION}`;
      await run('go', ['build', '-trimpath', '-ldflags', version, '-o', staging, './cmd'], {
        cwd: source,
        env,
        timeoutMs: 1_800_000,
      });
    } catch (err) {
      fs.rmSync(staging, { force: true });
      throw new Error(`compose: building the compose CLI failed: ${(err as Error).message}`);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
    // Renamed last, so a killed build is redone rather than half-used.
    fs.renameSync(staging, bin);
    return [bin];
  });
}
