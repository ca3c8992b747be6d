import { MemberCards } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { CONTENT_CONFIG, type ContentConfig } from '../../../../config/content.env';
import { ModeratedItems } from '../../../../domain/moderated-items.port';

/**
 * Whether a reporter has standing, so their report counts toward hiding: a bound NPI (their member card says so),
 * or contributions of their own still up (`REPORTER_STANDING_MIN_CONTRIBUTIONS`), the oldest at least
 * `REPORTER_STANDING_MIN_AGE_MS` old. Accounts made minutes ago, however many, hide nothing.
 */
@Injectable()
export class ReporterStandingHandler {
  constructor(
    private readonly cards: MemberCards,
    private readonly items: ModeratedItems,
    @Inject(CONTENT_CONFIG) private readonly config: ContentConfig,
  ) {}

  async execute(reporterId: number, now = new Date()): Promise<boolean> {
    const card = (await this.cards.find([reporterId])).get(reporterId);
    if (card?.npiVerified) return true;
    const enough = this.config.REPORTER_STANDING_MIN_CONTRIBUTIONS;
    const { contributions, firstAt } = await this.items.activity(reporterId, enough);
    return contributions >= enough && !!firstAt && now.getTime() - firstAt.getTime() >= this.config.REPORTER_STANDING_MIN_AGE_MS;
  }
}
