import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CreateBucketCommand, ListBucketsCommand, S3Client } from '@aws-sdk/client-s3';
import { cacheDir, logFile, pidFile, pieceDir } from './paths';
import type { PieceDef } from './piece';
import { run, spawnDetached, which, type Log } from './process';

export interface S3Endpoint {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  bucket: string;
}

const PORT = 17070;
const VERSITYGW_VERSION = '1.7.0';
const DEFAULTS = {
  region: 'us-east-1',
  accessKeyId: 'docnet',
  secretAccessKey: 'docnet-secret',
  bucket: 'docnet-attachments',
};

async function ensureVersitygw(log: Log): Promise<string> {
  const dir = cacheDir(`versitygw-${VERSITYGW_VERSION}`);
  const bin = path.join(dir, 'versitygw');
  if (fs.existsSync(bin)) return bin;
  if (!which('go')) throw new Error('go not found on PATH (needed to build versitygw)');
  log(`s3: building versitygw ${VERSITYGW_VERSION} with go install into ${dir}`);
  // GOTOOLCHAIN=local: an older Go must refuse (and we fall back) rather than download a toolchain.
  await run('go', ['install', `github.com/versity/versitygw/cmd/versitygw@v${VERSITYGW_VERSION}`], {
    env: { ...process.env, GOBIN: dir, GOTOOLCHAIN: 'local' },
    timeoutMs: 1_800_000,
  });
  return bin;
}

function startVersitygw(bin: string): void {
  const dir = pieceDir('s3');
  const dataDir = path.join(dir, 'data');
  // A sidecar directory instead of xattrs, which some filesystems (tmpfs, overlayfs) lack for user.*.
  const metaDir = path.join(dir, 'meta');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.mkdirSync(metaDir, { recursive: true });
  spawnDetached({
    cmd: bin,
    args: [
      '--port',
      `127.0.0.1:${PORT}`,
      '--access',
      DEFAULTS.accessKeyId,
      '--secret',
      DEFAULTS.secretAccessKey,
      '--region',
      DEFAULTS.region,
      '--quiet',
      'posix',
      '--sidecar',
      metaDir,
      dataDir,
    ],
    cwd: dir,
    logFile: logFile('s3'),
    pidFile: pidFile('s3'),
  });
}

function startS3rver(): void {
  const dir = pieceDir('s3');
  const dataDir = path.join(dir, 's3rver-data');
  fs.mkdirSync(dataDir, { recursive: true });
  const tsx = pathToFileURL(require.resolve('tsx')).href;
  spawnDetached({
    cmd: process.execPath,
    args: [
      '--import',
      tsx,
      path.join(__dirname, 's3rver-main.ts'),
      String(PORT),
      dataDir,
      DEFAULTS.accessKeyId,
      DEFAULTS.secretAccessKey,
    ],
    cwd: dir,
    logFile: logFile('s3'),
    pidFile: pidFile('s3'),
  });
}

async function launch(log: Log): Promise<void> {
  try {
    const bin = await ensureVersitygw(log);
    log(`s3: starting versitygw on 127.0.0.1:${PORT}`);
    startVersitygw(bin);
  } catch (err) {
    try {
      require.resolve('s3rver');
    } catch {
      throw new Error(
        `S3: versitygw is unavailable (${(err as Error).message}) and the s3rver fallback is not installed — run npm install`,
      );
    }
    log(`s3: versitygw unavailable (${(err as Error).message.split('\n')[0]}); starting the s3rver fallback`);
    startS3rver();
  }
}

export function s3Client(s3: S3Endpoint): S3Client {
  return new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    forcePathStyle: true,
    // Emulators mishandle the SDK's default aws-chunked checksum trailers (see README).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 1,
  });
}

async function probe(s3: S3Endpoint): Promise<boolean> {
  const client = s3Client(s3);
  try {
    await client.send(new ListBucketsCommand({}));
    return true;
  } finally {
    client.destroy();
  }
}

/** Creates the attachments bucket when it is missing. */
export async function ensureBucket(s3: S3Endpoint, log: Log): Promise<void> {
  const client = s3Client(s3);
  try {
    const { Buckets = [] } = await client.send(new ListBucketsCommand({}));
    if (Buckets.some((b) => b.Name === s3.bucket)) return;
    await client.send(new CreateBucketCommand({ Bucket: s3.bucket }));
    log(`s3: created bucket ${s3.bucket}`);
  } catch (err) {
    throw new Error(`S3: could not create bucket ${s3.bucket} at ${s3.endpoint}: ${(err as Error).message}`);
  } finally {
    client.destroy();
  }
}

function fromEnv(): S3Endpoint | undefined {
  const env = process.env;
  if (!env.S3_ENDPOINT) return undefined;
  return {
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION || DEFAULTS.region,
    accessKeyId: env.S3_ACCESS_KEY_ID || DEFAULTS.accessKeyId,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || DEFAULTS.secretAccessKey,
    bucket: env.S3_BUCKET || DEFAULTS.bucket,
  };
}

export const s3: PieceDef<S3Endpoint> = {
  name: 's3',
  title: 'S3',
  local: { endpoint: `http://127.0.0.1:${PORT}`, ...DEFAULTS },
  port: PORT,
  markers: ['versitygw', 's3rver'],
  fromEnv,
  describe: (e) => `${e.endpoint} (bucket ${e.bucket})`,
  probe,
  readyTimeoutMs: 30_000,
  stopGraceMs: 10_000,
  launch,
  prepare: ensureBucket,
};
