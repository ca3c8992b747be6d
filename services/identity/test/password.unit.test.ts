import { hashPassword, verifyPassword } from '../src/modules/accounts/domain/password';

describe('password hashes', () => {
  it('verify the right password and refuse others', async () => {
    const stored = await hashPassword('Passw0rd!23');
    expect(stored).toMatch(/^scrypt\$/);
    expect(stored).not.toContain('Passw0rd');
    await expect(verifyPassword('Passw0rd!23', stored)).resolves.toBe(true);
    await expect(verifyPassword('passw0rd!23', stored)).resolves.toBe(false);
    await expect(verifyPassword('Passw0rd!23', 'plain-text')).resolves.toBe(false);
  });

  it('are salted', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });
});
