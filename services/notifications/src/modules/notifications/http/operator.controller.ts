import { announcementSchema, NotificationsRoutes } from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import * as yup from 'yup';
import { AnnounceHandler } from '../commands/announce/announce.handler';
import { SendDigestsHandler } from '../commands/send-digests/send-digests.handler';

const digestRunSchema = yup.object({
  asOf: yup.date().typeError('asOf must be an ISO date').optional(),
});

/** Operator routes (service token only, no acting member): system announcements and an on-demand digest run. */
@Controller()
export class OperatorController {
  constructor(
    private readonly announce: AnnounceHandler,
    private readonly digests: SendDigestsHandler,
  ) {}

  @Post(NotificationsRoutes.announcements)
  announcement(@Body() body: unknown): Promise<{ recipients: number }> {
    return this.announce.execute(validateInput(announcementSchema, body));
  }

  @Post(NotificationsRoutes.digests)
  @HttpCode(200)
  async runDigests(@Body() body: unknown): Promise<{ digestsSent: number }> {
    const { asOf } = validateInput(digestRunSchema, body);
    return { digestsSent: await this.digests.execute(asOf ?? new Date()) };
  }
}
