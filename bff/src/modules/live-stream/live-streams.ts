import { LIVE_STREAM_HEARTBEAT_SECONDS, type LiveEvent } from '@docnet/contracts';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Request, Response } from 'express';

/** The browser waits this long before reconnecting a dropped stream (the SSE `retry:` hint). */
const RECONNECT_AFTER_MS = 3000;

/** Tabs one member may stream to from one BFF instance; a new one beyond ends the oldest (a forgotten tab). */
export const STREAMS_PER_MEMBER = 10;

/**
 * The server-sent-event streams open on this BFF instance, by member. Every instance gets every live
 * event from Kafka and writes it to the streams it holds; a comment line keeps idle streams open through
 * proxies.
 */
@Injectable()
export class LiveStreams implements OnModuleDestroy {
  private readonly streams = new Map<number, Set<Response>>();
  private readonly heartbeat = setInterval(() => this.writeToAll(': heartbeat\n\n'), LIVE_STREAM_HEARTBEAT_SECONDS * 1000);

  constructor() {
    this.heartbeat.unref();
  }

  /** Starts an event stream for the member on this response; it ends when the browser goes. */
  open(memberId: number, request: Request, response: Response): void {
    response.status(200);
    response.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache, no-transform');
    // nginx (the web entry) would otherwise buffer the stream.
    response.setHeader('X-Accel-Buffering', 'no');
    response.flushHeaders();
    response.write(`retry: ${RECONNECT_AFTER_MS}\n\n`);

    const own = this.streams.get(memberId) ?? new Set<Response>();
    this.streams.set(memberId, own);
    if (own.size >= STREAMS_PER_MEMBER) {
      const oldest = own.values().next().value;
      if (oldest) this.end(memberId, oldest);
    }
    own.add(response);
    request.on('close', () => this.forget(memberId, response));
  }

  /** Writes the event to every stream of the given members held here. */
  push(memberIds: readonly number[], event: LiveEvent): void {
    const frame = `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
    for (const memberId of new Set(memberIds)) {
      for (const response of this.streams.get(memberId) ?? []) response.write(frame);
    }
  }

  /** At shutdown: open streams would keep the HTTP server from closing; browsers reconnect to another instance. */
  onModuleDestroy(): void {
    clearInterval(this.heartbeat);
    for (const [memberId, own] of this.streams) for (const response of own) this.end(memberId, response);
  }

  private writeToAll(frame: string): void {
    for (const own of this.streams.values()) for (const response of own) response.write(frame);
  }

  private end(memberId: number, response: Response): void {
    this.forget(memberId, response);
    response.end();
  }

  private forget(memberId: number, response: Response): void {
    const own = this.streams.get(memberId);
    own?.delete(response);
    if (own?.size === 0) this.streams.delete(memberId);
  }
}
