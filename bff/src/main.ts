import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import {
  closeConnectionsWhileStopping,
  configOrExit,
  edgeCorrelationMiddleware,
  createLogger,
  jsonBody,
  Metrics,
  NestPinoLogger,
  serveMetrics,
  startTracing,
  traceRequests,
  Stopping,
  stopGracefullyOnSignals,
} from '@docnet/platform';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import { AppModule } from './app.module';
import { callOwnerMiddleware } from './clients/call-owner';
import { loadBffConfig, type BffConfig } from './config/bff.env';
import { serveApiDocs } from './openapi/api-docs';
import { originCheck } from './security/origin-check';
import { securityHeaders } from './security/security-headers';
import { REDIS } from './session/redis.provider';
import { SessionRegistry } from './session/session-registry';
import { SESSION_COOKIE, sessionMiddleware } from './session/session.setup';
import { SuspendedMembers } from './session/suspended-members';
import { serveSinglePageApp } from './web/single-page-app';

/** Only the API is traced: the SPA's files, the health probe and the never-ending live stream would be noise. */
const isUntraced = (path: string) => !path.startsWith('/api/') || path === '/api/health' || path === '/api/live';

export async function startBff(config: BffConfig) {
  const logger = createLogger('bff', config.LOG_LEVEL);
  if (startTracing('bff')) logger.info('tracing: spans exported over OTLP');
  // `/API/contents`, `/api/contents/` and the like reach no route. Set before the adapter is made: express
  // creates its router (with the settings of that moment) on the adapter's first use().
  const server = express();
  server.set('case sensitive routing', true);
  server.set('strict routing', true);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config, logger), new ExpressAdapter(server), {
    logger: new NestPinoLogger(logger),
    bodyParser: false,
  });
  app.set('trust proxy', config.TRUST_PROXY_HOPS);
  app.disable('x-powered-by');
  const stopping = app.get(Stopping);
  const metrics = app.get(Metrics);
  app.use(metrics.httpMiddleware());
  app.use(closeConnectionsWhileStopping(stopping));
  app.use(edgeCorrelationMiddleware);
  app.use(traceRequests(isUntraced, { edge: true }));
  app.use(securityHeaders);
  app.use(originCheck(config));
  app.use(...jsonBody('1mb'));
  app.use(sessionMiddleware(config, app.get(REDIS), app.get(SessionRegistry), app.get(SuspendedMembers)));
  app.use(callOwnerMiddleware);

  serveApiDocs(app);
  if (config.WEB_DIST) serveSinglePageApp(app, config.WEB_DIST, { sessionCookie: SESSION_COOKIE });

  await app.listen(config.PORT, config.HOST);
  stopGracefullyOnSignals(app, stopping, logger);
  const { port } = app.getHttpServer().address() as AddressInfo;
  const url = `http://${config.HOST}:${port}`;
  const metricsServer = await serveMetrics(metrics, config.METRICS_PORT, config.HOST);
  app.getHttpServer().once('close', () => metricsServer.close());
  const metricsUrl = `http://${config.HOST}:${(metricsServer.address() as AddressInfo).port}/metrics`;
  logger.info({ url, metricsUrl }, 'bff listening');
  return { app, url };
}

if (require.main === module) {
  startBff(configOrExit(loadBffConfig)).catch((error: unknown) => {
    process.stderr.write(`bff failed to start: ${String(error)}\n`);
    process.exit(1);
  });
}
