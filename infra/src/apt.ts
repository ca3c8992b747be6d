import { run, type Log } from './process';

// Waits for the dpkg lock instead of failing when another apt-get is running.
const LOCK_WAIT = ['-o', 'DPkg::Lock::Timeout=900'];
let queue: Promise<unknown> = Promise.resolve();

/** apt-get update + install, serialised within this process (apt cannot run twice at once). */
export function aptInstall(packages: string[], why: string, log: Log): Promise<void> {
  const next = queue.then(async () => {
    if (process.getuid?.() !== 0) {
      throw new Error(
        `${why}: not root, cannot install it — run: sudo apt-get install -y ${packages.join(' ')}`,
      );
    }
    log(`apt-get install ${packages.join(' ')} (${why})`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    try {
      await run('apt-get', [...LOCK_WAIT, 'update'], { env, timeoutMs: 600_000 });
      await run('apt-get', [...LOCK_WAIT, 'install', '-y', ...packages], {
        env,
        timeoutMs: 1_200_000,
      });
    } catch (err) {
      throw new Error(`${why}: apt-get install ${packages.join(' ')} failed: ${(err as Error).message}`);
    }
  });
  queue = next.catch(() => undefined);
  return next;
}
