import net from 'node:net';
import tls from 'node:tls';
import { aptInstall } from './apt';
import { logFile, pidFile, pieceDir } from './paths';
import { redactUrl, type PieceDef } from './piece';
import { spawnDetached, which, type Log } from './process';

const PORT = 16379;

async function launch(log: Log): Promise<void> {
  if (!which('redis-server'))
    await aptInstall(['redis-server'], 'Redis: redis-server not found on PATH', log);
  const bin = which('redis-server');
  if (!bin) throw new Error('Redis: redis-server still not on PATH after apt-get install redis-server');
  log(`redis: starting redis-server on 127.0.0.1:${PORT}`);
  // Not --daemonize: spawnDetached already detaches it and records the PID we signal on `down`.
  spawnDetached({
    cmd: bin,
    args: [
      '--bind',
      '127.0.0.1',
      '--port',
      String(PORT),
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
      '--dir',
      pieceDir('redis'),
    ],
    cwd: pieceDir('redis'),
    logFile: logFile('redis'),
    pidFile: pidFile('redis'),
  });
}

const resp = (...words: string[]): string =>
  `*${words.length}\r\n${words.map((w) => `$${Buffer.byteLength(w)}\r\n${w}\r\n`).join('')}`;

/**
 * A Redis Cluster's URL (`redis+cluster://[credentials@]host:port,host:port`) as the URL of its first node, which
 * answers PING like a single server.
 */
const firstNode = (url: string): string =>
  url.replace(/^(rediss?)\+cluster:\/\/((?:[^@/]*@)?)([^,/]+).*$/, (_match, scheme: string, credentials: string, node: string) => `${scheme}://${credentials}${node}`);

/** AUTH (when the URL has credentials) and PING over raw RESP, so no Redis client is needed. */
function probe(url: string): Promise<boolean> {
  const u = new URL(firstNode(url));
  const options = { host: u.hostname, port: Number(u.port || 6379) };
  const socket =
    u.protocol === 'rediss:' ? tls.connect({ ...options, servername: u.hostname }) : net.connect(options);
  const password = decodeURIComponent(u.password);
  const auth = password
    ? resp('AUTH', ...(u.username ? [decodeURIComponent(u.username)] : []), password)
    : '';
  return new Promise((resolve, reject) => {
    let reply = '';
    const finish = (err?: Error): void => {
      socket.destroy();
      if (err) reject(err);
      else resolve(true);
    };
    socket.setTimeout(2_000, () => finish(new Error(`no reply from ${options.host}:${options.port}`)));
    socket.once('error', finish);
    socket.once(u.protocol === 'rediss:' ? 'secureConnect' : 'connect', () =>
      socket.write(auth + resp('PING')),
    );
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      const error = /^-(.*)\r\n/m.exec(reply);
      if (error) finish(new Error(`Redis replied: ${error[1]}`));
      else if (reply.includes('+PONG\r\n')) finish();
    });
  });
}

export const redis: PieceDef<string> = {
  name: 'redis',
  title: 'Redis',
  local: `redis://127.0.0.1:${PORT}`,
  port: PORT,
  markers: ['redis-server'],
  fromEnv: () => process.env.REDIS_URL || undefined,
  describe: redactUrl,
  probe,
  readyTimeoutMs: 15_000,
  stopGraceMs: 10_000,
  launch,
};
