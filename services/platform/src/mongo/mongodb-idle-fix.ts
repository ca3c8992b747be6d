import { dirname } from 'node:path';

/**
 * The MongoDB driver checks every connection pool ten times a second, idle or not (`minPoolSizeCheckFrequencyMS`,
 * 100 ms, an internal option the client refuses). With no minimum pool size, as here, a check only drops connections
 * that closed, which a checkout drops too. On these VMs each wake-up costs CPU: the check alone kept an idle process
 * at ~0.45 % of a core (0.16 % with a check every 10 s, measured on a bare client). Here it runs every 10 s when the
 * pool keeps no minimum; a pool with one keeps the driver's pace, so it refills quickly.
 */
const TIDY_EVERY_MS = 10_000;

interface ConnectionPool {
  options: { minPoolSize: number };
  poolState: string;
  minPoolSizeTimer?: NodeJS.Timeout;
  ensureMinPoolSize(): void;
}

// The driver exports no handle on its pools; its module is the only way to them, resolved as mongoose loads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ConnectionPool: Pool } = require(require.resolve('mongodb/lib/cmap/connection_pool', { paths: [dirname(require.resolve('mongoose'))] })) as {
  ConnectionPool: { prototype: ConnectionPool };
};
const ensure = Pool.prototype.ensureMinPoolSize;

Pool.prototype.ensureMinPoolSize = function tidyLessOften(this: ConnectionPool) {
  ensure.call(this);
  // A paused or closed pool schedules nothing (it checks again when ready), and neither does this.
  if (this.options.minPoolSize > 0 || this.poolState !== 'ready') return;
  clearTimeout(this.minPoolSizeTimer);
  this.minPoolSizeTimer = setTimeout(() => this.ensureMinPoolSize(), TIDY_EVERY_MS);
};
