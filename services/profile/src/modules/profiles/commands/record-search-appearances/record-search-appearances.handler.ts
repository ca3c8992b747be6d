import { Injectable } from '@nestjs/common';
import { ProfileStatisticsTally } from '../../domain/profile-statistics.port';

/**
 * A member's search found these members: each but the searcher gets one search appearance, counted in memory and
 * written in the background (ProfileStatisticsTally), so the search's answer never waits for it. A system read
 * (no searcher) is nobody's search and counts no appearance.
 */
@Injectable()
export class RecordSearchAppearancesHandler {
  constructor(private readonly statistics: ProfileStatisticsTally) {}

  execute(foundIds: readonly number[], searcherId: number | undefined): void {
    if (searcherId === undefined) return;
    this.statistics.count('searchAppearances', foundIds.filter((id) => id !== searcherId));
  }
}
