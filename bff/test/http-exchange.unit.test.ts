import { createServer, type Server, type Socket } from 'node:net';
import { exchange } from '../src/clients/http-exchange';

/**
 * A service that answers the first request of each connection and keeps it open, then resets the connection when
 * a second request arrives on it: what the BFF meets when a service closes an idle kept-alive connection just as the
 * BFF sends on it.
 */
async function resettingService(): Promise<{ url: string; connections: () => number; requests: () => number; close: () => Promise<void> }> {
  let connections = 0;
  let requests = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    let answered = 0;
    socket.on('data', () => {
      if (answered > 0) {
        socket.resetAndDestroy();
        return;
      }
      answered += 1;
      requests += 1;
      socket.write('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 11\r\nConnection: keep-alive\r\n\r\n{"ok":true}');
    });
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    connections: () => connections,
    requests: () => requests,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('internal calls over kept-alive connections', () => {
  it('send a POST again on a new connection when the reused one is reset before any answer, so the member gets no 503', async () => {
    const service = await resettingService();
    try {
      const call = () =>
        exchange(`${service.url}/internal/auth/send-email-verification`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'siobhan.oconnor@clinic.example' }),
          signal: AbortSignal.timeout(5000),
        });
      expect((await call()).status).toBe(200);
      // The second call goes out on the kept connection, which the service resets: answered on a new one.
      const second = await call();
      expect(second.status).toBe(200);
      expect(second.body.toString()).toBe('{"ok":true}');
      expect(service.requests()).toBe(2);
      expect(service.connections()).toBe(2);
    } finally {
      await service.close();
    }
  });
});
