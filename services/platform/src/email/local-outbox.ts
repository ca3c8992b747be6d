import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { EmailMessage, EmailSender } from './email.port';

/** One delivered message as the local outbox keeps it: `<OUTBOX_DIR>/<createdAt>-<channel>-<id>.json`. */
export interface OutboxMessage {
  /** 'call': a voice call that reads a code out (Twilio Verify's `call` channel), kept like an SMS. */
  channel: 'email' | 'sms' | 'call';
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The recipient as a log may name it: the email's first letter and domain, the phone's last two digits. */
export function maskedRecipient(channel: OutboxMessage['channel'], to: string): string {
  if (channel !== 'email') return `***${to.replace(/\D/g, '').slice(-2)}`;
  const [local = '', domain = ''] = to.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/**
 * Development stand-in for the providers: every message becomes a JSON file a developer or test can read.
 * Every service that sends writes to the same directory (OUTBOX_DIR), one file per message. The log line
 * names only the file, the channel and a masked recipient: messages carry one-time codes and reset links,
 * and logs travel further than the outbox folder.
 */
export class LocalOutbox {
  constructor(
    private readonly directory: string,
    private readonly logger: Logger,
  ) {}

  async write(message: Omit<OutboxMessage, 'createdAt'>): Promise<string> {
    const record: OutboxMessage = { ...message, createdAt: new Date().toISOString() };
    await mkdir(this.directory, { recursive: true });
    const file = join(this.directory, `${record.createdAt.replace(/[:.]/g, '-')}-${record.channel}-${randomUUID().slice(0, 8)}.json`);
    // Written aside, then renamed: a reader never sees half a message.
    await writeFile(`${file}.tmp`, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
    await rename(`${file}.tmp`, file);
    this.logger.info({ outbox: file, channel: record.channel, to: maskedRecipient(record.channel, record.to) }, 'message written to the local outbox');
    return file;
  }
}

export class OutboxEmailSender implements EmailSender {
  constructor(private readonly outbox: LocalOutbox) {}

  async send(message: EmailMessage): Promise<void> {
    await this.outbox.write({ channel: 'email', ...message });
  }
}
