import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import type { Connection } from 'mongoose';
import { KafkaGateway } from '../events/kafka-gateway';
import { MONGO_CONNECTION, SERVICE_NAME } from '../tokens';
import { withTimeout } from '../util/with-timeout';

type CheckResult = 'up' | 'down';

/** Liveness (/health) and readiness (/health/ready: the database and Kafka answer). */
@Controller('health')
export class HealthController {
  constructor(
    @Inject(SERVICE_NAME) private readonly service: string,
    @Inject(MONGO_CONNECTION) private readonly connection: Connection,
    private readonly kafka: KafkaGateway,
  ) {}

  @Get()
  live() {
    return { status: 'ok', service: this.service };
  }

  @Get('ready')
  async ready() {
    const [mongo, kafka] = await Promise.all([
      this.check(async () => {
        await this.connection.db?.admin().ping();
      }),
      this.check(() => this.kafka.ping()),
    ]);
    const checks = { mongo, kafka };
    if (mongo === 'down' || kafka === 'down') {
      throw new ServiceUnavailableException({ message: `${this.service} is not ready`, checks });
    }
    return { status: 'ready', service: this.service, checks };
  }

  private async check(probe: () => Promise<void>): Promise<CheckResult> {
    try {
      await withTimeout(probe(), 2000);
      return 'up';
    } catch {
      return 'down';
    }
  }
}
