import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { stopTracing } from '../tracing/tracing';

/** Whether the process is stopping: readiness answers 503 then, so a load balancer stops sending it calls. */
export class Stopping {
  now = false;
}

export interface GracefulStopOptions {
  /** The longest the calls in flight may take to finish before their connections are cut. */
  graceMs: number;
  /** How long an idle keep-alive connection may still carry one more call before it is closed. */
  idleGraceMs: number;
}

export const DEFAULT_GRACEFUL_STOP: GracefulStopOptions = { graceMs: 8000, idleGraceMs: 1000 };

/** While stopping, every answer closes its connection, so callers open their next one to another replica. */
export function closeConnectionsWhileStopping(stopping: Stopping) {
  return (_request: Request, response: Response, next: NextFunction): void => {
    if (stopping.now) response.setHeader('connection', 'close');
    next();
  };
}

/**
 * SIGTERM (or SIGINT) stops the process without dropping a call: it stops taking new connections, finishes the
 * calls in flight, then closes the application, whose consumers commit their offsets and leave their groups,
 * and exits. A second signal does not start a second stop.
 */
export function stopGracefullyOnSignals(
  app: INestApplication,
  stopping: Stopping,
  logger: Logger,
  options: GracefulStopOptions = DEFAULT_GRACEFUL_STOP,
): void {
  let stopped: Promise<void> | undefined;
  const stop = (signal: NodeJS.Signals) => {
    if (stopped) return;
    logger.info({ signal }, 'stopping: no new connections, finishing the calls in flight');
    stopping.now = true;
    stopped = drainHttp(app.getHttpServer() as Server, options)
      .then(() => app.close())
      .then(() => stopTracing())
      .then(
        () => {
          logger.info('stopped');
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, 'stopping failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** Resolves once every connection has ended: the calls in flight answered, or cut after `graceMs`. */
function drainHttp(server: Server, { graceMs, idleGraceMs }: GracefulStopOptions): Promise<void> {
  return new Promise((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    const idle = setTimeout(() => server.closeIdleConnections(), idleGraceMs);
    // net's close, not http's: http's also closes idle keep-alive connections at once, which races with a caller
    // that has just picked one for its next call; given a moment, each carries one more call and closes.
    NetServer.prototype.close.call(server, () => {
      clearTimeout(cut);
      clearTimeout(idle);
      resolve();
    });
  });
}
