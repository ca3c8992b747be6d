import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One push as the fake push service received it. */
export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A browser's device as the Push API makes it: a P-256 key pair and an auth secret, with the subscription the
 * browser would hand over. `decrypt` undoes the aes128gcm encryption of RFC 8291 as the device would.
 */
export class FakeDevice {
  private readonly ecdh: ECDH = createECDH('prime256v1');
  private readonly auth = randomBytes(16);

  constructor(readonly endpoint: string) {
    this.ecdh.generateKeys();
  }

  get subscription() {
    return { endpoint: this.endpoint, keys: { p256dh: this.ecdh.getPublicKey().toString('base64url'), auth: this.auth.toString('base64url') } };
  }

  decrypt(body: Buffer): string {
    // Header: salt (16) | record size (4) | key id length (1) | key id (the sender's ephemeral public key).
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const senderKey = body.subarray(21, 21 + idLength);
    const ciphertext = body.subarray(21 + idLength);
    const shared = this.ecdh.computeSecret(senderKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), this.ecdh.getPublicKey(), senderKey]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, this.auth, keyInfo, 32));
    const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', key, nonce);
    decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
    const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 2, then zero padding.
    return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
  }
}

/**
 * Whether the VAPID header (`vapid t=<JWT>, k=<public key>`, RFC 8292) is signed by the given public key for the
 * push service's origin; answers the JWT's claims when it is.
 */
export function verifiedVapidClaims(authorization: string, publicKey: string): { aud: string; exp: number; sub: string } | undefined {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization);
  if (!match || match[2] !== publicKey) return undefined;
  const [header, claims, signature] = match[1].split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  return signed ? (JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string }) : undefined;
}

/** A local push service: records every push and answers each device path with the status it is told (201 otherwise). */
export class FakePushService {
  private constructor(
    private readonly server: Server,
    readonly origin: string,
    readonly received: ReceivedPush[],
    private readonly statuses: Map<string, number>,
  ) {}

  static async start(): Promise<FakePushService> {
    const received: ReceivedPush[] = [];
    const statuses = new Map<string, number>();
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(statuses.get(path) ?? 201).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new FakePushService(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, statuses);
  }

  /** A new device subscribed at this push service. */
  device(name: string): FakeDevice {
    return new FakeDevice(`${this.origin}/push/${name}-${randomBytes(6).toString('hex')}`);
  }

  /** The device's address answers this status from now on (410: the browser dropped the subscription). */
  answer(device: FakeDevice, status: number): void {
    this.statuses.set(new URL(device.endpoint).pathname, status);
  }

  to(device: FakeDevice): ReceivedPush[] {
    return this.received.filter(({ path }) => path === new URL(device.endpoint).pathname);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
