import { modelProvider } from '@docnet/platform';
import { Module } from '@nestjs/common';
import { CheckCredentialsHandler } from './commands/check-credentials/check-credentials.handler';
import { RegisterAccountHandler } from './commands/register-account/register-account.handler';
import { AccountsController } from './http/accounts.controller';
import { accountSchema, AccountModel, npiClaimSchema, NpiClaimModel } from './persistence/account.schema';
import { GetAccountHandler } from './queries/get-account/get-account.handler';

@Module({
  controllers: [AccountsController],
  providers: [
    modelProvider(AccountModel, 'Account', accountSchema, 'accounts', { outbox: true }),
    modelProvider(NpiClaimModel, 'NpiClaim', npiClaimSchema, 'npi_claims'),
    RegisterAccountHandler,
    CheckCredentialsHandler,
    GetAccountHandler,
  ],
})
export class AccountsModule {}
