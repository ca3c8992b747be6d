import type { NpiMatch, NpiSearch } from '@docnet/contracts';
import { Injectable } from '@nestjs/common';
import { SearchNpiHandler } from '../../../npi-discovery/queries/search-npi/search-npi.handler';
import { Accounts } from '../../persistence/accounts';

/**
 * The wizard's NPI search: the registry's matches, each saying whether a member already holds it, so a second
 * claimant learns it at the first step rather than the last (never who holds it).
 */
@Injectable()
export class DiscoverNpiHandler {
  constructor(
    private readonly searchNpi: SearchNpiHandler,
    private readonly accounts: Accounts,
  ) {}

  async execute(query: NpiSearch): Promise<NpiMatch[]> {
    const matches = await this.searchNpi.execute(query);
    const claimed = await this.accounts.claimedNpis(matches.map((match) => match.npi));
    return matches.map((match) => ({ ...match, claimed: claimed.has(match.npi) }));
  }
}
