import { modelProvider, PhiGuardModule, settingsProvider } from '@docnet/platform';
import { Module } from '@nestjs/common';
import { EVENTS_NEWS_CME_CONFIG, eventsNewsCmeSettings, type EventsNewsCmeConfig } from '../../config/events-news-cme.env';
import { ForgetMemberWalletHandler } from './commands/forget-member/forget-member-wallet.handler';
import { PublishComplianceChanges } from './commands/publish-compliance';
import { SendRemindersHandler } from './commands/send-reminders/send-reminders.handler';
import { SaveCreditHandler } from './commands/save-credit/save-credit.handler';
import { SaveLicenceHandler } from './commands/save-licence/save-licence.handler';
import { CmeWalletController } from './http/cme-wallet.controller';
import { WalletMemberDeletedConsumer } from './messaging/wallet-member-deleted.consumer';
import { ReminderScheduler } from './jobs/reminder.scheduler';
import { CreditModel, creditSchema, LicenceModel, licenceSchema, ReminderModel, reminderSchema } from './persistence/wallet.schemas';
import { CertificateReferencesHandler } from './queries/certificate-references/certificate-references.handler';
import { GetWalletHandler } from './queries/get-wallet/get-wallet.handler';
import { BoardCatalog, DEFAULT_BOARD_RULES_DIR, loadBoardRules } from './rules/board-rules.loader';

/**
 * The CME/CE wallet: members' licences and credits, evaluated against the boards' rules. The board files are read and
 * validated while the service starts: a bad file stops it with the file and field named.
 */
@Module({
  imports: [PhiGuardModule],
  controllers: [CmeWalletController, WalletMemberDeletedConsumer],
  providers: [
    settingsProvider(EVENTS_NEWS_CME_CONFIG, eventsNewsCmeSettings),
    modelProvider(LicenceModel, 'WalletLicence', licenceSchema, 'cme_wallet_licences', { outbox: true }),
    modelProvider(CreditModel, 'WalletCredit', creditSchema, 'cme_wallet_credits'),
    modelProvider(ReminderModel, 'WalletReminder', reminderSchema, 'cme_wallet_reminders'),
    {
      provide: BoardCatalog,
      inject: [EVENTS_NEWS_CME_CONFIG],
      useFactory: (config: EventsNewsCmeConfig) => new BoardCatalog(loadBoardRules(config.CME_RULES_DIR ?? DEFAULT_BOARD_RULES_DIR)),
    },
    GetWalletHandler,
    CertificateReferencesHandler,
    PublishComplianceChanges,
    SaveLicenceHandler,
    SaveCreditHandler,
    SendRemindersHandler,
    ForgetMemberWalletHandler,
    ReminderScheduler,
  ],
})
export class CmeWalletModule {}
