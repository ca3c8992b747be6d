import { WalletReminderDueV1 } from '@docnet/contracts';
import { insertOnce, newEvent, OutboxRelay, withNewEvents } from '@docnet/platform';
import { Inject, Injectable } from '@nestjs/common';
import { today } from '../../domain/calendar';
import { reminderKey, remindersDue } from '../../domain/reminders';
import { LicenceModel, ReminderModel, type ReminderDocument } from '../../persistence/wallet.schemas';
import { GetWalletHandler } from '../../queries/get-wallet/get-wallet.handler';

/** Members evaluated per page of the sweep: a page of ids is read, then each member's wallet. */
const PAGE = 200;

/**
 * The reminder sweep: every member with a licence is evaluated on the day, and each deadline with hours still owed
 * that reached a threshold (90, 30, 7 days) records one reminder with its `reminder-due` fact (the notifications
 * service tells the member). The reminder's unique key makes the sweep idempotent: run again, on a restart or by
 * another instance, it inserts nothing new. Answers how many reminders it recorded.
 */
@Injectable()
export class SendRemindersHandler {
  constructor(
    @Inject(LicenceModel) private readonly licences: LicenceModel,
    @Inject(ReminderModel) private readonly reminders: ReminderModel,
    private readonly wallet: GetWalletHandler,
    private readonly relay: OutboxRelay,
  ) {}

  async execute(day = today(), stopping: () => boolean = () => false): Promise<number> {
    let sent = 0;
    let after = 0;
    for (;;) {
      // Member ids in pages (distinct on the licences' index), so the sweep's memory does not grow with the network.
      const page = await this.licences.aggregate<{ _id: number }>([
        { $match: { deletedAt: null, memberId: { $gt: after } } },
        { $group: { _id: '$memberId' } },
        { $sort: { _id: 1 } },
        { $limit: PAGE },
      ]);
      if (page.length === 0 || stopping()) return sent;
      for (const { _id: memberId } of page) sent += await this.remind(memberId, day);
      after = page[page.length - 1]._id;
    }
  }

  /** One member's reminders due on the day; answers how many were new. */
  async remind(memberId: number, day = today()): Promise<number> {
    const { wallet } = await this.wallet.evaluate(memberId, day);
    let sent = 0;
    for (const reminder of remindersDue(wallet.due, day)) {
      const fact = newEvent(WalletReminderDueV1, 'events-news-cme', memberId, { memberId, ...reminder });
      const document: ReminderDocument = {
        _id: reminderKey(memberId, reminder),
        memberId,
        licenceId: reminder.licenceId,
        dueBy: reminder.dueBy,
        threshold: reminder.threshold,
        createdAt: new Date(),
        ...withNewEvents([fact]),
      };
      if (!(await insertOnce(() => this.reminders.create(document)))) {
        // Recorded already: published, unless a crash came between the insert and the publish, which this sweep
        // makes good (the relay reads the stored reminder and publishes what it still holds).
        this.relay.nudge(this.reminders, document._id);
        continue;
      }
      this.relay.nudgeInserted(this.reminders, document);
      sent += 1;
    }
    return sent;
  }
}
