import { LIVE_STREAM_HEARTBEAT_SECONDS, type LiveEvent } from '@docnet/contracts';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';

/** The browser waits this long before reconnecting a dropped stream (the SSE `retry:` hint). */
const RECONNECT_AFTER_MS = 3000;

/** Tabs one member may stream to from one BFF instance; a new one beyond ends the oldest (a forgotten tab). */
export const STREAMS_PER_MEMBER = 10;

/** The request a stream answers, as far as a stream needs it: its end (the browser went). */
export interface StreamRequest {
  on(event: 'close', listener: () => void): unknown;
}

/** The response a stream is written to (express's), as far as a stream uses it. */
export interface StreamResponse {
  status(code: number): unknown;
  setHeader(name: string, value: string): unknown;
  flushHeaders(): void;
  write(chunk: string): unknown;
  end(): unknown;
}

/** One open stream: whose it is, and the session it was opened with (it closes when that session ends). */
interface OpenStream {
  memberId: number;
  sessionId: string;
  response: StreamResponse;
}

/**
 * The server-sent-event streams open on this BFF instance, by member and by session. Every instance gets every
 * live event from Kafka and writes it to the streams it holds; a comment line keeps idle streams open through
 * proxies. `StreamSessions` ends the streams of sessions that end.
 */
@Injectable()
export class LiveStreams implements OnModuleDestroy {
  private readonly byMember = new Map<number, Set<OpenStream>>();
  private readonly bySession = new Map<string, Set<OpenStream>>();
  private readonly heartbeat = setInterval(() => this.writeToAll(': heartbeat\n\n'), LIVE_STREAM_HEARTBEAT_SECONDS * 1000);

  constructor() {
    this.heartbeat.unref();
  }

  /** Starts an event stream for the member on this response; it ends when the browser goes or the session ends. */
  open(memberId: number, sessionId: string, request: StreamRequest, response: StreamResponse): void {
    response.status(200);
    response.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache, no-transform');
    // nginx (the web entry) would otherwise buffer the stream.
    response.setHeader('X-Accel-Buffering', 'no');
    response.flushHeaders();
    response.write(`retry: ${RECONNECT_AFTER_MS}\n\n`);

    const own = this.byMember.get(memberId) ?? new Set<OpenStream>();
    if (own.size >= STREAMS_PER_MEMBER) {
      const oldest = own.values().next().value;
      if (oldest) this.end(oldest);
    }
    const stream: OpenStream = { memberId, sessionId, response };
    addTo(this.byMember, memberId, stream);
    addTo(this.bySession, sessionId, stream);
    request.on('close', () => this.forget(stream));
  }

  /** Whether any stream is open here: with none, consumed events need no decoding. */
  hasStreams(): boolean {
    return this.byMember.size > 0;
  }

  /** Writes the event to every stream of the given members held here. */
  push(memberIds: readonly number[], event: LiveEvent): void {
    const frame = `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
    for (const memberId of new Set(memberIds)) {
      for (const { response } of this.byMember.get(memberId) ?? []) response.write(frame);
    }
  }

  /** The sessions that have streams open here. */
  sessionIds(): string[] {
    return [...this.bySession.keys()];
  }

  /** Ends the streams of these sessions held here (the sessions ended). */
  endSessions(sessionIds: readonly string[]): void {
    for (const sessionId of sessionIds) for (const stream of this.bySession.get(sessionId) ?? []) this.end(stream);
  }

  /** At shutdown: open streams would keep the HTTP server from closing; browsers reconnect to another instance. */
  onModuleDestroy(): void {
    clearInterval(this.heartbeat);
    for (const own of this.byMember.values()) for (const stream of own) this.end(stream);
  }

  private writeToAll(frame: string): void {
    for (const own of this.byMember.values()) for (const { response } of own) response.write(frame);
  }

  private end(stream: OpenStream): void {
    this.forget(stream);
    stream.response.end();
  }

  private forget(stream: OpenStream): void {
    removeFrom(this.byMember, stream.memberId, stream);
    removeFrom(this.bySession, stream.sessionId, stream);
  }
}

function addTo<K>(index: Map<K, Set<OpenStream>>, key: K, stream: OpenStream): void {
  const streams = index.get(key) ?? new Set<OpenStream>();
  index.set(key, streams);
  streams.add(stream);
}

function removeFrom<K>(index: Map<K, Set<OpenStream>>, key: K, stream: OpenStream): void {
  const streams = index.get(key);
  streams?.delete(stream);
  if (streams?.size === 0) index.delete(key);
}
