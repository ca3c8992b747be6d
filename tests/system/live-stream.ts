import { ApiRoutes, type LiveEvent } from '@docnet/contracts';
import type { SessionMember } from './members';

/** How long a test waits for an event before it fails naming it: well under a second normally, longer while a consumer group rebalances on a busy machine. */
const EVENT_WAIT_MS = 60_000;

/** The member's session cookie as the BFF set it, to open the stream with fetch like EventSource does. */
export function sessionCookie(member: SessionMember, baseUrl: string): string {
  const { hostname } = new URL(baseUrl);
  const cookie = member.agent.jar.getCookie('docnet.sid', { domain: hostname, path: '/', secure: false, script: false });
  if (!cookie) throw new Error(`member ${member.id} has no session cookie`);
  return cookie.toValueString();
}

/** An open GET /api/live of one member, read frame by frame. */
export interface LiveStreamReader {
  /** The first event (already received or still to come) of the type that matches; fails after a while naming it. */
  next<T extends LiveEvent['type']>(type: T, matches?: (event: Extract<LiveEvent, { type: T }>) => boolean): Promise<Extract<LiveEvent, { type: T }>>;
  /** Every event received so far. */
  received(): LiveEvent[];
  /** Settles when the stream ends (the server ended it, or close() was called). */
  ended: Promise<void>;
  close(): void;
}

/** Opens the member's live stream on a BFF and resolves once the stream is established (its `retry:` hint arrived). */
export async function openLiveStream(baseUrl: string, member: SessionMember): Promise<LiveStreamReader> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}${ApiRoutes.liveStream}`, {
    headers: { accept: 'text/event-stream', cookie: sessionCookie(member, baseUrl) },
    signal: abort.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`GET ${ApiRoutes.liveStream} answered ${response.status}`);
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) throw new Error('the live stream is not text/event-stream');

  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  let established: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (established = resolve));

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.startsWith('retry:')) established();
          const data = frame
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice('data: '.length))
            .join('\n');
          const type = /^event: (.+)$/m.exec(frame)?.[1];
          if (!data || !type) continue;
          const event = JSON.parse(data) as LiveEvent;
          if (event.type !== type) throw new Error(`an SSE frame says ${type} but carries ${event.type}`);
          events.push(event);
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // Closed by the test (abort) or by the server.
    }
  })();
  await ready;

  return {
    received: () => [...events],
    ended,
    close: () => abort.abort(),
    next: (type, matches = () => true) =>
      new Promise((resolve, reject) => {
        const find = () => events.find((event) => event.type === type && matches(event as never)) as never;
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`member ${member.id} got no matching '${type}' event; received: ${JSON.stringify(events)}`));
        }, EVENT_WAIT_MS);
        const check = () => {
          const found = find();
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        waiters.add(check);
        check();
      }),
  };
}
