import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import type { Connection } from 'mongoose';
import { Stopping } from '../bootstrap/graceful-stop';
import { KafkaGateway } from '../events/kafka-gateway';
import { MONGO_CONNECTION, SERVICE_NAME } from '../tokens';
import { withTimeout } from '../util/with-timeout';

type CheckResult = 'up' | 'down';

/** Liveness (/health) and readiness (/health/ready: the database and Kafka answer, and it is not stopping). */
@Controller('health')
export class HealthController {
  constructor(
    @Inject(SERVICE_NAME) private readonly service: string,
    @Inject(MONGO_CONNECTION) private readonly connection: Connection,
    private readonly kafka: KafkaGateway,
    private readonly stopping: Stopping,
  ) {}

  @Get()
  live() {
    return { status: 'ok', service: this.service };
  }

  @Get('ready')
  async ready() {
    if (this.stopping.now) throw new ServiceUnavailableException({ message: `${this.service} is stopping` });
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
