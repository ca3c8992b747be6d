import { modelProvider } from '@docnet/platform';
import { Module } from '@nestjs/common';
import { NpiDiscoveryModule } from '../npi-discovery/npi-discovery.module';
import { VerificationModule } from '../verification/verification.module';
import { ChangeEmailHandler } from './commands/change-email/change-email.handler';
import { CheckCredentialsHandler } from './commands/check-credentials/check-credentials.handler';
import { ConfirmPhoneHandler } from './commands/confirm-phone/confirm-phone.handler';
import { DeleteAccountHandler } from './commands/delete-account/delete-account.handler';
import { RegisterAccountHandler } from './commands/register-account/register-account.handler';
import { RequestPasswordResetHandler } from './commands/request-password-reset/request-password-reset.handler';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler';
import { SecurityChangeNotices } from './commands/security-changes/security-change-notices';
import { StepUp } from './commands/security-changes/step-up';
import { UndoSecurityChangeHandler } from './commands/security-changes/undo-security-change.handler';
import { SuspendAccountHandler } from './commands/suspend-account/suspend-account.handler';
import { AccountsController } from './http/accounts.controller';
import { NpiController } from './http/npi.controller';
import { PasswordResetController } from './http/password-reset.controller';
import { PhoneVerificationController } from './http/phone-verification.controller';
import { AccountKeyModel, accountKeySchema } from './persistence/account-keys';
import { accountSchema, AccountModel } from './persistence/account.schema';
import { Accounts } from './persistence/accounts';
import { npiClaimSchema, NpiClaimModel } from './persistence/npi-claim.schema';
import { PasswordResetModel, passwordResetSchema } from './persistence/password-reset.schema';
import { SecurityUndoModel, securityUndoSchema } from './persistence/security-undo.schema';
import { DiscoverNpiHandler } from './queries/discover-npi/discover-npi.handler';
import { GetAccountHandler } from './queries/get-account/get-account.handler';

@Module({
  imports: [VerificationModule, NpiDiscoveryModule],
  controllers: [AccountsController, NpiController, PasswordResetController, PhoneVerificationController],
  providers: [
    modelProvider(AccountModel, 'Account', accountSchema, 'accounts', { outbox: true }),
    modelProvider(NpiClaimModel, 'NpiClaim', npiClaimSchema, 'npi_claims'),
    modelProvider(AccountKeyModel, 'AccountKey', accountKeySchema, 'account_keys'),
    modelProvider(PasswordResetModel, 'PasswordReset', passwordResetSchema, 'password_resets'),
    modelProvider(SecurityUndoModel, 'SecurityUndo', securityUndoSchema, 'security_undos'),
    StepUp,
    SecurityChangeNotices,
    UndoSecurityChangeHandler,
    RegisterAccountHandler,
    CheckCredentialsHandler,
    GetAccountHandler,
    DiscoverNpiHandler,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    ConfirmPhoneHandler,
    ChangeEmailHandler,
    SuspendAccountHandler,
    DeleteAccountHandler,
    Accounts,
  ],
  // Sign-in, security settings and password changes live in their own modules; they reach accounts only through these.
  exports: [Accounts, CheckCredentialsHandler, GetAccountHandler, StepUp, SecurityChangeNotices],
})
export class AccountsModule {}
