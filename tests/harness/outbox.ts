import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localDir } from './paths';

/** Where identity's local delivery adapters write every email and SMS (its OUTBOX_DIR default). */
export const outboxDir = join(localDir, 'outbox');

export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  file: string;
}

/**
 * The newest message to `to` on `channel` written after `since` (and whose subject matches `subject`), if any.
 * File names start with createdAt, so newest first is a name sort.
 */
export function latestOutboxMessage(channel: 'email' | 'sms', to: string, since = new Date(0), subject = /./): OutboxMessage | undefined {
  if (!existsSync(outboxDir)) return undefined;
  const files = readdirSync(outboxDir)
    .filter((name) => name.endsWith('.json') && name.includes(`-${channel}-`))
    .sort()
    .reverse();
  for (const name of files) {
    const message = JSON.parse(readFileSync(join(outboxDir, name), 'utf8')) as Omit<OutboxMessage, 'file'>;
    if (new Date(message.createdAt) < since) return undefined;
    if (message.channel === channel && message.to.toLowerCase() === to.toLowerCase() && subject.test(message.subject)) return { ...message, file: join(outboxDir, name) };
  }
  return undefined;
}

/** Waits for a message (the reset email goes out after the answer) and returns it. */
export async function waitForOutboxMessage(
  channel: 'email' | 'sms',
  to: string,
  since = new Date(0),
  subject = /./,
  timeoutMs = 10_000,
): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const message = latestOutboxMessage(channel, to, since, subject);
    if (message) return message;
    if (Date.now() > deadline) throw new Error(`no ${channel} to ${to} in ${outboxDir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The 6-digit code of a verification message. */
export function codeIn(message: OutboxMessage): string {
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code in ${message.file}`);
  return code;
}

/** The token of a password-reset link. */
export function resetTokenIn(message: OutboxMessage): string {
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(message.text)?.[1];
  if (!token) throw new Error(`no reset token in ${message.file}`);
  return token;
}
