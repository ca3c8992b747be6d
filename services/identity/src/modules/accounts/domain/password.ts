import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

/** OWASP's argon2id floor (19 MiB, 2 passes, 1 lane); the encoded hash carries them, so raising them later keeps old hashes valid. */
const ARGON2 = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 };

/** argon2id hash in the PHC string form (`$argon2id$v=19$m=...`). */
export function hashPassword(password: string): Promise<string> {
  return argon2id({ ...ARGON2, password, salt: randomBytes(16), outputType: 'encoded' });
}

export interface PasswordCheck {
  matches: boolean;
  /** The stored hash uses an older scheme (scrypt) or weaker parameters: store a new hash after a match. */
  needsRehash: boolean;
}

const CURRENT_PARAMETERS = `$m=${ARGON2.memorySize},t=${ARGON2.iterations},p=${ARGON2.parallelism}$`;

export async function checkPassword(password: string, stored: string): Promise<PasswordCheck> {
  if (stored.startsWith('$argon2id$')) {
    const matches = await argon2Verify({ password, hash: stored }).catch(() => false);
    return { matches, needsRehash: matches && !stored.includes(CURRENT_PARAMETERS) };
  }
  if (stored.startsWith('scrypt$')) {
    const matches = await verifyLegacyScrypt(password, stored);
    return { matches, needsRehash: matches };
  }
  return { matches: false, needsRehash: false };
}

/** Hashes written before argon2id (`scrypt$<salt>$<key>`), verified so their members can sign in and be migrated. */
async function verifyLegacyScrypt(password: string, stored: string): Promise<boolean> {
  const [, salt, key] = stored.split('$');
  if (!salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const cost: ScryptOptions = { N: 16384, r: 8, p: 1 };
  const actual = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password, Buffer.from(salt, 'base64'), expected.length, cost, (error, derived) => (error ? reject(error) : resolve(derived))),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash to verify against when the username is unknown, so both paths take the same time. */
export const decoyHash = hashPassword(randomBytes(16).toString('hex'));
