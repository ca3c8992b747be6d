import type { Announcement } from '@docnet/contracts';
import { SequenceGenerator } from '@docnet/platform';
import { Injectable } from '@nestjs/common';
import { Recipients } from '../../../audience/persistence/recipients';
import { NotifyMemberHandler } from '../notify-member/notify-member.handler';

/** Members notified at once; bounds the parallel writes of a large fan-out. */
const BATCH = 20;

/**
 * An operator's system announcement to every member the service knows of (registrations, settings and
 * member cards); each member's settings decide (systemAnnouncements), and email follows them as for any
 * notification. Answers how many members were notified.
 */
@Injectable()
export class AnnounceHandler {
  constructor(
    private readonly recipients: Recipients,
    private readonly sequences: SequenceGenerator,
    private readonly notify: NotifyMemberHandler,
  ) {}

  async execute({ text, link }: Announcement): Promise<{ recipients: number }> {
    const sourceEventId = `announcement-${await this.sequences.next('announcements')}`;
    const members = await this.recipients.knownMemberIds();
    let notified = 0;
    for (let start = 0; start < members.length; start += BATCH) {
      const batch = members.slice(start, start + BATCH);
      const answers = await Promise.all(
        batch.map((recipientId) =>
          this.notify.execute({ recipientId, type: 'systemAnnouncements', actorId: null, sourceEventId, link, text: () => text }),
        ),
      );
      notified += answers.filter(Boolean).length;
    }
    return { recipients: notified };
  }
}
