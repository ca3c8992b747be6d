import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localDir } from './paths';

/**
 * Where identity's local delivery adapters write every email and SMS: DOCNET_OUTBOX_DIR, else the OUTBOX_DIR
 * the stack gave identity, else identity's default.
 */
export function outboxDir(): string {
  if (process.env.DOCNET_OUTBOX_DIR) return process.env.DOCNET_OUTBOX_DIR;
  const stackFile = process.env.DOCNET_STACK_FILE;
  if (stackFile && existsSync(stackFile)) {
    const state = JSON.parse(readFileSync(stackFile, 'utf8')) as { processes?: { identity?: { env?: Record<string, string> } } };
    const configured = state.processes?.identity?.env?.OUTBOX_DIR;
    if (configured) return configured;
  }
  return join(localDir, 'outbox');
}

const digits = (value: string) => value.replace(/\D/g, '');

/** Emails compare case-insensitively; phone numbers may be stored normalized (+1 in front), so by their digits' ending. */
function sameDestination(channel: 'email' | 'sms', stored: string, wanted: string): boolean {
  if (channel === 'email') return stored.trim().toLowerCase() === wanted.trim().toLowerCase();
  return digits(stored).endsWith(digits(wanted));
}

export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  file: string;
}

/** Every message in the outbox folder, oldest first. */
export function allOutboxMessages(): OutboxMessage[] {
  const dir = outboxDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ ...(JSON.parse(readFileSync(join(dir, name), 'utf8')) as Omit<OutboxMessage, 'file'>), file: join(dir, name) }));
}

/**
 * The newest message to `to` on `channel` written after `since` (and whose subject matches `subject`), if any.
 * File names start with createdAt, so newest first is a name sort.
 */
export function latestOutboxMessage(channel: 'email' | 'sms', to: string, since = new Date(0), subject = /./): OutboxMessage | undefined {
  const dir = outboxDir();
  if (!existsSync(dir)) return undefined;
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json') && name.includes(`-${channel}-`))
    .sort()
    .reverse();
  for (const name of files) {
    const message = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Omit<OutboxMessage, 'file'>;
    if (new Date(message.createdAt) < since) return undefined;
    if (message.channel === channel && sameDestination(channel, message.to, to) && subject.test(message.subject)) {
      return { ...message, file: join(dir, name) };
    }
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
    if (Date.now() > deadline) throw new Error(`no ${channel} to ${to} in ${outboxDir()}`);
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
