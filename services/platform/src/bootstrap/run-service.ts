import type { AddressInfo } from 'node:net';
import type { DynamicModule, INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter } from '@nestjs/platform-express';
import express from 'express';
import { configOrExit, type ServiceEnv } from '../config/load-config';
import { EventBusServer } from '../events/event-bus.server';
import { Inbox } from '../events/inbox';
import { KafkaGateway } from '../events/kafka-gateway';
import { correlationMiddleware } from '../http/correlation.middleware';
import { serviceTokenGate } from '../http/internal-caller';
import { jsonBody } from '../http/json-body';
import { createLogger, NestPinoLogger } from '../logging/logger';
import { Metrics } from '../metrics/metrics';
import { EventBusMetrics } from '../metrics/platform-metrics';
import { queryTimeLimit } from '../mongo/query-time-limit';
import { startTracing, traceRequests } from '../tracing/tracing';
import { faultPoints, type PlatformOptions } from '../platform.module';
import { closeConnectionsWhileStopping, Stopping, stopGracefullyOnSignals } from './graceful-stop';

export interface ServiceApplication {
  app: INestApplication;
  url: string;
}

/**
 * Creates a service as a hybrid Nest app (internal HTTP API + Kafka consumer group), starts it and
 * resolves once it listens. SIGTERM stops it gracefully: the calls in flight finish, then consumers, relay and
 * connections close.
 */
export async function startService(
  options: PlatformOptions,
  module: DynamicModule,
): Promise<ServiceApplication> {
  const { service, config, logger } = options;
  if (startTracing(service)) logger.info('tracing: spans exported over OTLP');
  const server = express();
  // Exact routes only: '/INTERNAL/x' or '/internal/x/' is not another name of '/internal/x'. Set before
  // the first middleware, which creates express' router with these settings.
  server.set('case sensitive routing', true);
  server.set('strict routing', true);
  // Before routing, so unknown and oddly spelled paths are refused too.
  server.use(serviceTokenGate(config.SERVICE_TOKEN));
  const app = await NestFactory.create(module, new ExpressAdapter(server), {
    logger: new NestPinoLogger(logger),
    bodyParser: false,
  });
  const stopping = app.get(Stopping);
  const metrics = app.get(Metrics);
  app.use(metrics.httpMiddleware(), closeConnectionsWhileStopping(stopping), correlationMiddleware, traceRequests(), queryTimeLimit(config.QUERY_TIME_LIMIT_MS), ...jsonBody());
  app.connectMicroservice(
    {
      strategy: new EventBusServer(app.get(KafkaGateway), app.get<Inbox, Inbox | null>(Inbox) ?? undefined, service, logger, faultPoints(config), new EventBusMetrics(metrics)),
    },
    { inheritAppConfig: true },
  );
  // Module init first: it creates the topics and indexes the consumers and handlers rely on.
  await app.init();
  await app.startAllMicroservices();
  await app.listen(config.PORT, config.HOST);
  stopGracefullyOnSignals(app, stopping, logger);
  const { port } = app.getHttpServer().address() as AddressInfo;
  const url = `http://${config.HOST}:${port}`;
  logger.info({ url }, `${service} listening`);
  return { app, url };
}

/** The body of every service's main.ts: configuration errors and start failures end the process clearly. */
export function serviceMain(
  service: string,
  loadServiceConfig: () => ServiceEnv,
  appModule: (options: PlatformOptions) => DynamicModule,
): void {
  const config = configOrExit(loadServiceConfig);
  const logger = createLogger(service, config.LOG_LEVEL);
  const options = { service, config, logger };
  startService(options, appModule(options)).catch((error: unknown) => {
    logger.fatal({ err: error }, `${service} failed to start`);
    process.exit(1);
  });
}
