/**
 * No one-time code or reset token ever reaches a log: every code and token the stack sent (the outbox
 * holds them all) is looked for in every log of the stack. Runs last in the suite (tests/jest/system-sequencer.js),
 * so it covers what every other system test made the stack send; it sends one of each kind itself, so
 * it proves something when run alone too.
 */
import { readFileSync } from 'node:fs';
import { ApiRoutes } from '@docnet/contracts';
import request from 'supertest';
import { allOutboxMessages, waitForOutboxMessage, type OutboxMessage } from '../harness/outbox';
import { loadStackState } from '../harness/stack';
import { browserSession, verifiedRegistration } from './members';

const stack = loadStackState();
const baseUrl = stack.baseUrl;

interface Secret {
  value: string;
  /** Where it stands alone: a code among no other letters or digits, a token among no other token characters. */
  pattern: RegExp;
  file: string;
}

/** What a message must never leave anywhere but in its own file: its one-time codes and the tokens of its links. */
function secretsOf(message: OutboxMessage): Secret[] {
  const codes = /verification code/i.test(message.subject)
    ? (message.text.match(/(?<![0-9A-Za-z])\d{6}(?![0-9A-Za-z])/g) ?? [])
    : [];
  const tokens = [...message.text.matchAll(/[?&]token=([A-Za-z0-9_-]+)/g)]
    .map((match) => match[1] ?? '')
    .filter(Boolean);
  return [
    ...codes.map((value) => ({
      value,
      pattern: new RegExp(`(?<![0-9A-Za-z])${value}(?![0-9A-Za-z])`),
      file: message.file,
    })),
    ...tokens.map((value) => ({
      value,
      pattern: new RegExp(`(?<![0-9A-Za-z_-])${value}(?![0-9A-Za-z_-])`),
      file: message.file,
    })),
  ];
}

/**
 * The text of a log line that could carry a secret: a JSON line without its process id, host and time
 * (numbers that could equal a 6-digit code by chance), any other line as it is.
 */
function searchable(line: string): string {
  try {
    const {
      pid: _pid,
      hostname: _hostname,
      time: _time,
      ...rest
    } = JSON.parse(line) as Record<string, unknown>;
    return JSON.stringify(rest);
  } catch {
    return line;
  }
}

async function sendOneOfEachKind(): Promise<void> {
  const since = new Date(Date.now() - 1000);
  const input = await verifiedRegistration(baseUrl, { phoneNumber: `917${String(Date.now()).slice(-7)}` });
  const tab = browserSession(baseUrl);
  await tab.post(ApiRoutes.authRegister).send(input).expect(201);
  await tab.post(ApiRoutes.authSmsSend).send({ phoneNumber: input.phoneNumber }).expect(200);
  await request(baseUrl).post(ApiRoutes.authForgotPassword).send({ email: input.email }).expect(200);
  await waitForOutboxMessage('sms', input.phoneNumber, since, /verification code/i);
  await waitForOutboxMessage('email', input.email, since, /reset/i);
}

it('no one-time code or reset token the stack sent appears in any of its logs', async () => {
  await sendOneOfEachKind();
  const messages = allOutboxMessages();
  const secrets = messages.flatMap(secretsOf);
  expect(messages.some((message) => message.channel === 'sms')).toBe(true);
  expect(secrets.some((secret) => secret.value.length > 6)).toBe(true);

  const leaks: string[] = [];
  for (const [deployable, { logFile }] of Object.entries(stack.processes)) {
    readFileSync(logFile, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const text = searchable(line);
        for (const secret of secrets) {
          if (secret.pattern.test(text))
            leaks.push(`${deployable} log line ${index + 1} holds a secret of ${secret.file}`);
        }
      });
  }
  expect(leaks).toEqual([]);
});
