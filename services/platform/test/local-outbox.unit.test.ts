import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { LocalOutbox } from '../src';

describe('the local outbox', () => {
  const directory = mkdtempSync(join(tmpdir(), 'outbox-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('keeps the whole message in its file and logs only the file, the channel and a masked recipient', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'trace' }, { write: (line: string) => lines.push(line) });
    const outbox = new LocalOutbox(directory, logger);
    const text =
      'Your DocNet verification code is 418293. Or open https://docnet.example/reset-password?token=Secret-Token_1';

    const emailFile = await outbox.write({
      channel: 'email',
      to: 'ana.member@clinic.example',
      subject: 'Your DocNet verification code',
      text,
    });
    const smsFile = await outbox.write({
      channel: 'sms',
      to: '(555) 123-4567',
      subject: 'DocNet verification code',
      text,
    });

    expect(JSON.parse(readFileSync(emailFile, 'utf8'))).toMatchObject({
      to: 'ana.member@clinic.example',
      text,
    });
    const log = lines.join('');
    for (const secret of ['418293', 'Secret-Token_1', 'ana.member', '123-4567', 'verification code is'])
      expect(log).not.toContain(secret);
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ outbox: emailFile, channel: 'email', to: 'a***@clinic.example' }),
      expect.objectContaining({ outbox: smsFile, channel: 'sms', to: '***67' }),
    ]);
  });
});
