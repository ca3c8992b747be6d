import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { PDFArray, PDFDict, PDFHexString, PDFName, PDFNumber, type PDFRef, PDFString, type PDFContext } from 'pdf-lib';

/**
 * Whether an encrypted PDF opens without a password: its Standard security handler accepts the empty user
 * password (ISO 32000-2, 7.6.4.4). Publishers set only an owner password to restrict printing or editing; such a
 * file opens in every viewer, so a member can share it. A file that asks its reader for a password does not.
 */
export function opensWithoutPassword(context: PDFContext): boolean {
  const encrypt = context.lookup(context.trailerInfo.Encrypt);
  if (!(encrypt instanceof PDFDict) || encrypt.get(PDFName.of('Filter')) !== PDFName.of('Standard')) return false;
  const number = (key: string) => {
    const value = encrypt.lookup(PDFName.of(key));
    return value instanceof PDFNumber ? value.asNumber() : undefined;
  };
  const revision = number('R');
  const owner = bytesOf(encrypt.lookup(PDFName.of('O')));
  const user = bytesOf(encrypt.lookup(PDFName.of('U')));
  if (revision === undefined || !owner || !user || user.length < 32) return false;
  if (revision === 5) return sha256(EMPTY, user.subarray(32, 40)).equals(user.subarray(0, 32));
  if (revision === 6) return hardenedHash(user.subarray(32, 40)).equals(user.subarray(0, 32));
  const permissions = number('P');
  const ids = context.lookup(context.trailerInfo.ID);
  const firstId = ids instanceof PDFArray ? bytesOf(ids.lookup(0)) : undefined;
  if (permissions === undefined || revision < 2 || revision > 4) return false;
  const keyBytes = revision === 2 ? 5 : (number('Length') ?? 40) / 8;
  if (!Number.isInteger(keyBytes) || keyBytes < 5 || keyBytes > 16) return false;
  const encryptMetadata = encrypt.lookup(PDFName.of('EncryptMetadata'));
  const key = fileKey(owner, permissions, firstId ?? EMPTY, keyBytes, revision, encryptMetadata?.toString() === 'false');
  if (revision === 2) return rc4(key, PADDING).equals(user.subarray(0, 32));
  let check = rc4(key, md5(PADDING, firstId ?? EMPTY));
  for (let round = 1; round <= 19; round += 1)
    check = rc4(Buffer.from(key.map((byte) => byte ^ round)), check);
  return check.equals(user.subarray(0, 16));
}

const EMPTY = Buffer.alloc(0);
/** The padding an empty password becomes (Algorithm 2, step a). */
const PADDING = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

function bytesOf(value: unknown): Buffer | undefined {
  return value instanceof PDFString || value instanceof PDFHexString ? Buffer.from(value.asBytes()) : undefined;
}

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();
const sha256 = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();

/** The file key of revisions 2 to 4 for the empty user password (Algorithm 2). */
function fileKey(
  owner: Buffer,
  permissions: number,
  firstId: Buffer,
  keyBytes: number,
  revision: number,
  metadataInClear: boolean,
): Buffer {
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions | 0);
  let key = md5(PADDING, owner.subarray(0, 32), p, firstId, metadataInClear && revision >= 4 ? Buffer.alloc(4, 0xff) : EMPTY);
  if (revision >= 3) for (let round = 0; round < 50; round += 1) key = md5(key.subarray(0, keyBytes));
  return key.subarray(0, keyBytes);
}

/** RC4 (revisions 2 to 4 use it; OpenSSL 3 no longer offers it by default). */
function rc4(key: Buffer, data: Buffer): Buffer {
  const state = Buffer.from(Array.from({ length: 256 }, (_, index) => index));
  for (let i = 0, j = 0; i < 256; i += 1) {
    j = (j + state[i] + key[i % key.length]) & 0xff;
    [state[i], state[j]] = [state[j], state[i]];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n += 1) {
    i = (i + 1) & 0xff;
    j = (j + state[i]) & 0xff;
    [state[i], state[j]] = [state[j], state[i]];
    out[n] = data[n] ^ state[(state[i] + state[j]) & 0xff];
  }
  return out;
}

/** Revision 6's hash of the empty user password with the validation salt (Algorithm 2.B). */
function hardenedHash(salt: Buffer): Buffer {
  let k = sha256(EMPTY, salt);
  let e = EMPTY;
  for (let round = 0; round < 64 || e[e.length - 1] > round - 32; round += 1) {
    const k1 = Buffer.concat(Array.from({ length: 64 }, () => k));
    const cipher = createCipheriv('aes-128-cbc', k.subarray(0, 16), k.subarray(16, 32)).setAutoPadding(false);
    e = Buffer.concat([cipher.update(k1), cipher.final()]);
    const remainder = e.subarray(0, 16).reduce((sum, byte) => sum + byte, 0) % 3;
    k = createHash(['sha256', 'sha384', 'sha512'][remainder]).update(e).digest();
  }
  return k.subarray(0, 32);
}

/** A stream's bytes as stored, decrypted: by the object's own key (revisions 2 to 4) or the file key (5 and 6). */
export type StreamDecryption = (contents: Uint8Array, ref: PDFRef | undefined) => Uint8Array;

/**
 * How to decrypt the streams of a PDF that opens without a password (opensWithoutPassword), with the file key
 * the empty user password gives (Algorithms 1, 1.A, 2 and 2.A): RC4 or AES-128 per object, AES-256 for the file.
 * Undefined when the file uses another handler. A stream that does not decrypt comes back empty.
 */
export function emptyPasswordDecryption(context: PDFContext): StreamDecryption | undefined {
  const encrypt = context.lookup(context.trailerInfo.Encrypt);
  if (!(encrypt instanceof PDFDict) || !opensWithoutPassword(context)) return undefined;
  const number = (key: string) => {
    const value = encrypt.lookup(PDFName.of(key));
    return value instanceof PDFNumber ? value.asNumber() : undefined;
  };
  const revision = number('R') ?? 0;
  const owner = bytesOf(encrypt.lookup(PDFName.of('O'))) ?? EMPTY;
  const user = bytesOf(encrypt.lookup(PDFName.of('U'))) ?? EMPTY;
  const aes = (key: Buffer, contents: Uint8Array) => {
    const data = Buffer.from(contents);
    if (data.length < 32 || data.length % 16 !== 0) return new Uint8Array(0);
    try {
      const decipher = createDecipheriv(key.length === 32 ? 'aes-256-cbc' : 'aes-128-cbc', key, data.subarray(0, 16));
      return Buffer.concat([decipher.update(data.subarray(16)), decipher.final()]);
    } catch {
      return new Uint8Array(0);
    }
  };
  if (revision >= 5) {
    const encryptedKey = bytesOf(encrypt.lookup(PDFName.of('UE')));
    if (!encryptedKey || encryptedKey.length !== 32) return undefined;
    const salt = user.subarray(40, 48);
    const intermediate = revision === 5 ? sha256(EMPTY, salt) : hardenedHash(salt);
    const decipher = createDecipheriv('aes-256-cbc', intermediate, Buffer.alloc(16)).setAutoPadding(false);
    const key = Buffer.concat([decipher.update(encryptedKey), decipher.final()]);
    return (contents) => aes(key, contents);
  }
  const permissions = number('P') ?? 0;
  const ids = context.lookup(context.trailerInfo.ID);
  const firstId = (ids instanceof PDFArray ? bytesOf(ids.lookup(0)) : undefined) ?? EMPTY;
  const keyBytes = revision === 2 ? 5 : (number('Length') ?? 40) / 8;
  const encryptMetadata = encrypt.lookup(PDFName.of('EncryptMetadata'));
  const key = fileKey(owner, permissions, firstId, keyBytes, revision, encryptMetadata?.toString() === 'false');
  // Version 4 names its method in the standard crypt filter: AESV2 (AES-128) or V2 (RC4).
  const filters = encrypt.lookup(PDFName.of('CF'));
  const standard = filters instanceof PDFDict ? filters.lookup(PDFName.of('StdCF')) : undefined;
  const usesAes = standard instanceof PDFDict && standard.get(PDFName.of('CFM')) === PDFName.of('AESV2');
  return (contents, ref) => {
    if (!ref) return contents;
    const id = Buffer.alloc(5);
    id.writeUIntLE(ref.objectNumber, 0, 3);
    id.writeUInt16LE(ref.generationNumber, 3);
    const objectKey = md5(key, id, usesAes ? Buffer.from('sAlT') : EMPTY).subarray(0, Math.min(key.length + 5, 16));
    return usesAes ? aes(objectKey, contents) : rc4(objectKey, Buffer.from(contents));
  };
}
