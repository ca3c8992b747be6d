import { spawn, type ChildProcess } from 'node:child_process';

/** A bare node:http server answering a small JSON, in a process of its own (the ceiling of this machine). */
const SERVER = `
const http = require('node:http');
const body = JSON.stringify({ id: 1, name: 'Dr. Ceiling', specialty: 'Cardiology' });
const server = http.createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  response.end(body);
});
server.keepAliveTimeout = 65000;
server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
`;

export interface ReferenceServer {
  url: string;
  stop: () => void;
}

export function startReferenceServer(): Promise<ReferenceServer> {
  const child: ChildProcess = spawn(process.execPath, ['-e', SERVER], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdout?.once('data', (chunk: Buffer) => {
      resolve({ url: `http://127.0.0.1:${chunk.toString().trim()}`, stop: () => void child.kill('SIGTERM') });
    });
  });
}
