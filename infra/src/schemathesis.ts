import fs from 'node:fs';
import path from 'node:path';
import { aptInstall } from './apt';
import { cacheDir, cacheRoot } from './paths';
import { run, which, withLock, type Log } from './process';

/** Pinned: a newer schemathesis may generate other cases or change its CLI flags and report format. */
export const SCHEMATHESIS_VERSION = '4.32.5';

const LOCK_WAIT_MS = 15 * 60_000;

/** True when `python3 -m venv` can create a venv with pip (Debian splits ensurepip into python3-venv). */
async function canCreateVenv(python: string): Promise<boolean> {
  try {
    await run(python, ['-c', 'import venv, ensurepip'], { timeoutMs: 30_000 });
    return true;
  } catch {
    return false;
  }
}

/**
 * The schemathesis CLI from PyPI, installed once into its own venv under the machine-wide cache
 * (`~/.cache/docnet/schemathesis-<version>`); returns the path of its `schemathesis` executable.
 */
export async function ensureSchemathesis(options: { log?: Log } = {}): Promise<string> {
  const log = options.log ?? (() => undefined);
  const dir = cacheDir(`schemathesis-${SCHEMATHESIS_VERSION}`);
  const executable = path.join(dir, 'bin', 'schemathesis');
  // Written last, so a half-finished install (killed pip, full disk) is redone from scratch.
  const marker = path.join(dir, 'installed');
  if (fs.existsSync(marker)) return executable;

  return withLock(path.join(cacheRoot, 'schemathesis.lock'), LOCK_WAIT_MS, async () => {
    if (fs.existsSync(marker)) return executable;
    const python = which('python3');
    if (!python || !(await canCreateVenv(python))) {
      await aptInstall(['python3', 'python3-venv'], 'schemathesis: python3 with venv is missing', log);
    }
    const interpreter = which('python3') ?? '/usr/bin/python3';
    log(`schemathesis: installing ${SCHEMATHESIS_VERSION} from PyPI into ${dir}`);
    fs.rmSync(dir, { recursive: true, force: true });
    try {
      await run(interpreter, ['-m', 'venv', dir], { timeoutMs: 300_000 });
      await run(
        path.join(dir, 'bin', 'pip'),
        ['install', '--disable-pip-version-check', '--no-input', `schemathesis==${SCHEMATHESIS_VERSION}`],
        { timeoutMs: 900_000 },
      );
    } catch (err) {
      throw new Error(`schemathesis: installing from PyPI failed: ${(err as Error).message}`);
    }
    if (!fs.existsSync(executable))
      throw new Error(`schemathesis: pip finished but ${executable} is missing`);
    fs.writeFileSync(marker, `${SCHEMATHESIS_VERSION}\n`);
    return executable;
  });
}
