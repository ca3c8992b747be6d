import fs from 'node:fs';
import net from 'node:net';
import { logFile, pieceDir, pidFile } from '../../infra/src/paths';
import { ensurePiece, stopPiece, type PieceDef } from '../../infra/src/piece';
import { isPortOpen, spawnDetached } from '../../infra/src/process';

/**
 * How `npm run infra -- up` starts a native server: a real process, detached, waited for on its port. A CI run
 * once failed because a server exited while starting and left nothing in its log; now its end is written down
 * and the start is tried once more.
 */
const name = `start-test-${process.pid}`;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A server that listens on `port`, or one that dies by SIGKILL as soon as it runs (silently, as seen on CI). */
function launchNode(port: number, diesSilently: () => boolean): void {
  const script = diesSilently()
    ? `process.kill(process.pid, 'SIGKILL')`
    : `require('node:net').createServer().listen(${port}, '127.0.0.1')`;
  spawnDetached({
    cmd: process.execPath,
    args: ['-e', script, name],
    cwd: pieceDir(name),
    logFile: logFile(name),
    pidFile: pidFile(name),
  });
}

function pieceFor(port: number, launch: (log: (line: string) => void) => Promise<void>): PieceDef<string> {
  return {
    name,
    title: 'Test server',
    local: `127.0.0.1:${port}`,
    port,
    markers: [name],
    fromEnv: () => undefined,
    describe: (address) => address,
    probe: () => isPortOpen(port),
    readyTimeoutMs: 10_000,
    stopGraceMs: 2_000,
    launch,
  };
}

describe('starting a native server', () => {
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);

  beforeEach(() => {
    lines.length = 0;
    fs.rmSync(pieceDir(name), { recursive: true, force: true });
  });

  afterEach(async () => {
    await stopPiece(pieceFor(0, async () => undefined), () => undefined);
    fs.rmSync(pieceDir(name), { recursive: true, force: true });
  });

  it('starts a server again that exited while starting, and its log tells how it ended', async () => {
    const port = await freePort();
    let launches = 0;
    const piece = pieceFor(port, async () => {
      launches += 1;
      launchNode(port, () => launches === 1);
    });

    await expect(ensurePiece(piece, log)).resolves.toBe(`127.0.0.1:${port}`);

    expect(launches).toBe(2);
    expect(await isPortOpen(port)).toBe(true);
    expect(lines.join('\n')).toMatch(/exited during start-up; starting it again/);
    expect(fs.readFileSync(logFile(name), 'utf8')).toMatch(/exited \(signal SIGKILL\)/);
  });

  it('gives up after the second start, with the way it ended in the error', async () => {
    const port = await freePort();
    let launches = 0;
    const piece = pieceFor(port, async () => {
      launches += 1;
      launchNode(port, () => true);
    });

    await expect(ensurePiece(piece, log)).rejects.toThrow(/exited during start-up[\s\S]*signal SIGKILL/);
    expect(launches).toBe(2);
  });
});
