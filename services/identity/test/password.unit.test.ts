import { randomBytes, scryptSync } from 'node:crypto';
import { checkPassword, hashPassword } from '../src/modules/accounts/domain/password';

describe('password hashes', () => {
  it('are argon2id with at least OWASP parameters and verify only the right password', async () => {
    const stored = await hashPassword('Passw0rd!23');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
    const [, memory, passes] = /m=(\d+),t=(\d+)/.exec(stored) ?? [];
    expect(Number(memory)).toBeGreaterThanOrEqual(19_456);
    expect(Number(passes)).toBeGreaterThanOrEqual(2);
    expect(stored).not.toContain('Passw0rd');
    await expect(checkPassword('Passw0rd!23', stored)).resolves.toEqual({ matches: true, needsRehash: false });
    await expect(checkPassword('passw0rd!23', stored)).resolves.toEqual({ matches: false, needsRehash: false });
    await expect(checkPassword('Passw0rd!23', 'plain-text')).resolves.toEqual({ matches: false, needsRehash: false });
  });

  it('are salted', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('still verify the scrypt hashes written before argon2id and ask for a rehash', async () => {
    const salt = randomBytes(16);
    const legacy = `scrypt$${salt.toString('base64')}$${scryptSync('Old-Passw0rd', salt, 64, { N: 16384, r: 8, p: 1 }).toString('base64')}`;
    await expect(checkPassword('Old-Passw0rd', legacy)).resolves.toEqual({ matches: true, needsRehash: true });
    await expect(checkPassword('wrong', legacy)).resolves.toEqual({ matches: false, needsRehash: false });
  });
});
