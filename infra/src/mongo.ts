import fs from 'node:fs';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { cacheDir, infraDir, logFile, pidFile, pieceDir } from './paths';
import { redactUrl, type PieceDef } from './piece';
import { copyGoModuleSource, hashFiles, run, spawnDetached, which, type Log } from './process';

const PORT = 27027;
const FERRETDB_VERSION = '1.24.2';

/**
 * Builds infra/ferretdb (FerretDB embedded in a program of ours) into the machine-wide cache, with
 * the patches in infra/ferretdb/patches applied to a copy of FerretDB's module source.
 * The binary is keyed by a hash of the Go sources and patches, so it is rebuilt only when they change.
 */
async function ensureFerretdb(log: Log): Promise<string> {
  const src = path.join(infraDir, 'ferretdb');
  const patchDir = path.join(src, 'patches');
  const dir = cacheDir(`ferretdb-${FERRETDB_VERSION}`);
  const bin = path.join(dir, 'ferretdb-sqlite');
  const stamp = `${bin}.sha`;
  const sources = fs
    .readdirSync(src)
    .filter((file) => file.endsWith('.go') || file === 'go.mod' || file === 'go.sum')
    .sort();
  const patches = fs.readdirSync(patchDir).filter((file) => file.endsWith('.patch')).sort();
  const hash = hashFiles([
    ...sources.map((file) => path.join(src, file)),
    ...patches.map((file) => path.join(patchDir, file)),
  ]);
  if (fs.existsSync(bin) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash) return bin;

  if (!which('go')) {
    throw new Error(
      'MongoDB: neither mongod nor go is on PATH — install Go >= 1.24 to build FerretDB (or put mongod on PATH)',
    );
  }
  log(
    `mongo: building FerretDB ${FERRETDB_VERSION} (SQLite) into ${bin}; the first build downloads Go modules`,
  );
  fs.mkdirSync(dir, { recursive: true });
  const env = { ...process.env, GOTOOLCHAIN: 'local' };
  const staging = `${bin}.${process.pid}.tmp`;
  const work = fs.mkdtempSync(path.join(dir, 'build-'));
  try {
    // A copy of FerretDB's module source, patched, that the runner's go.mod is pointed at.
    const upstream = path.join(work, 'FerretDB');
    await copyGoModuleSource(`github.com/FerretDB/FerretDB@v${FERRETDB_VERSION}`, upstream, { cwd: src, env });
    for (const patch of patches) {
      await run('git', ['apply', '-p1', path.join(patchDir, patch)], { cwd: upstream, env, timeoutMs: 60_000 });
    }
    const runner = path.join(work, 'runner');
    fs.mkdirSync(runner);
    for (const file of sources) fs.copyFileSync(path.join(src, file), path.join(runner, file));
    await run('go', ['mod', 'edit', '-replace', `github.com/FerretDB/FerretDB=${upstream}`], {
      cwd: runner,
      env,
      timeoutMs: 60_000,
    });
    await run('go', ['build', '-trimpath', '-o', staging, '.'], { cwd: runner, env, timeoutMs: 1_800_000 });
  } catch (err) {
    fs.rmSync(staging, { force: true });
    throw new Error(`MongoDB: building FerretDB failed: ${(err as Error).message}`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  fs.renameSync(staging, bin);
  fs.writeFileSync(stamp, hash);
  return bin;
}

/** A real mongod when one is on PATH, else our FerretDB build. */
async function serverCommand(dataDir: string, log: Log): Promise<[string, string[]]> {
  const mongod = which('mongod');
  if (mongod) return [mongod, ['--bind_ip', '127.0.0.1', '--port', String(PORT), '--dbpath', dataDir]];
  const ferretdb = await ensureFerretdb(log);
  const logLevel = process.env.FERRETDB_LOG_LEVEL || 'error';
  const slowMs = process.env.FERRETDB_SLOW_MS || '0';
  return [ferretdb, ['-listen', `127.0.0.1:${PORT}`, '-dir', dataDir, '-log-level', logLevel, '-slow-ms', slowMs]];
}

async function launch(log: Log): Promise<void> {
  const dataDir = path.join(pieceDir('mongo'), 'data');
  fs.mkdirSync(dataDir, { recursive: true });
  const [cmd, args] = await serverCommand(dataDir, log);
  log(`mongo: starting ${path.basename(cmd)} on 127.0.0.1:${PORT}`);
  spawnDetached({ cmd, args, cwd: pieceDir('mongo'), logFile: logFile('mongo'), pidFile: pidFile('mongo') });
}

async function probe(url: string): Promise<boolean> {
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 2_000, connectTimeoutMS: 2_000 });
  try {
    await client.connect();
    await client.db('admin').command({ ping: 1 });
    return true;
  } finally {
    await client.close().catch(() => undefined);
  }
}

export const mongo: PieceDef<string> = {
  name: 'mongo',
  title: 'MongoDB',
  local: `mongodb://127.0.0.1:${PORT}`,
  port: PORT,
  markers: ['ferretdb-sqlite', 'mongod'],
  fromEnv: () => process.env.MONGO_URL || undefined,
  describe: redactUrl,
  probe,
  readyTimeoutMs: 60_000,
  stopGraceMs: 15_000,
  launch,
};
