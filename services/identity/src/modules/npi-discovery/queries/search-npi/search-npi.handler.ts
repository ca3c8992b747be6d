import type { NpiMatch, NpiSearch } from '@docnet/contracts';
import { BadGatewayException, Inject, Injectable } from '@nestjs/common';
import { NPI_REGISTRY, NpiRegistryUnavailable, type NpiRegistry } from '../../domain/npi-registry.port';

/** NPI discovery of the activation wizard. */
@Injectable()
export class SearchNpiHandler {
  constructor(@Inject(NPI_REGISTRY) private readonly registry: NpiRegistry) {}

  async execute(query: NpiSearch): Promise<NpiMatch[]> {
    try {
      // The registry's phone is where NPI binding codes go, not part of the wizard's match record.
      return (await this.registry.search(query)).map(({ phoneNumber: _phoneNumber, ...match }) => match);
    } catch (error) {
      if (error instanceof NpiRegistryUnavailable) throw new BadGatewayException('Unable to search NPI records. Please try again.');
      throw error;
    }
  }
}
