import type { NpiMatch, NpiSearch } from '@docnet/contracts';
import { BadGatewayException, Inject, Injectable } from '@nestjs/common';
import { NPI_REGISTRY, NpiRegistryUnavailable, type NpiRegistry } from '../../domain/npi-registry.port';

/** NPI discovery of the activation wizard (part 2 §2.8 step 1). */
@Injectable()
export class SearchNpiHandler {
  constructor(@Inject(NPI_REGISTRY) private readonly registry: NpiRegistry) {}

  async execute(query: NpiSearch): Promise<NpiMatch[]> {
    try {
      return await this.registry.search(query);
    } catch (error) {
      if (error instanceof NpiRegistryUnavailable) throw new BadGatewayException('Unable to search NPI records. Please try again.');
      throw error;
    }
  }
}
