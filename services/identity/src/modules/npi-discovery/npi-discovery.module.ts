import { LOGGER } from '@docnet/platform';
import { Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../config/identity.env';
import { NPI_REGISTRY, type NpiRegistry } from './domain/npi-registry.port';
import { SearchNpiHandler } from './queries/search-npi/search-npi.handler';
import { NppesNpiRegistry } from './registry/nppes.registry';
import { SyntheticNpiRegistry } from './registry/synthetic.registry';

@Module({
  providers: [
    {
      provide: NPI_REGISTRY,
      inject: [IDENTITY_CONFIG, LOGGER],
      useFactory: (config: IdentityConfig, logger: Logger): NpiRegistry =>
        config.NPI_REGISTRY === 'nppes'
          ? new NppesNpiRegistry({ baseUrl: config.NPPES_BASE_URL, timeoutMs: config.NPPES_TIMEOUT_MS, retries: config.NPPES_RETRIES }, logger)
          : new SyntheticNpiRegistry(),
    },
    SearchNpiHandler,
  ],
  exports: [NPI_REGISTRY, SearchNpiHandler],
})
export class NpiDiscoveryModule {}
