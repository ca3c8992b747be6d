import { Controller, Get, Header, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Metrics } from './metrics';

/** GET /metrics: the Prometheus text format, for the scraper on the internal network (no service token). */
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: Metrics) {}

  @Get()
  @Header('cache-control', 'no-store')
  async scrape(@Res() response: Response): Promise<void> {
    response.type(this.metrics.contentType).send(await this.metrics.text());
  }
}
