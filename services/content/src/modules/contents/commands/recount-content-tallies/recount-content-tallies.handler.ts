import { Injectable } from '@nestjs/common';
import { ContentTallies } from '../../persistence/content-tallies';

/** Counts the live contents again and stores the totals, correcting one a crash left off by one (see ContentTallies). */
@Injectable()
export class RecountContentTalliesHandler {
  constructor(private readonly tallies: ContentTallies) {}

  async execute(): Promise<void> {
    await this.tallies.recount();
  }
}
