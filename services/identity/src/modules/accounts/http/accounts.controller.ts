import { credentialsSchema, registrationSchema, type Account } from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { CheckCredentialsHandler } from '../commands/check-credentials/check-credentials.handler';
import { RegisterAccountHandler } from '../commands/register-account/register-account.handler';
import { GetAccountHandler } from '../queries/get-account/get-account.handler';

/** Internal API of identity (contracts/src/services/identity.ts); only the BFF calls it. */
@Controller('internal')
export class AccountsController {
  constructor(
    private readonly registerAccount: RegisterAccountHandler,
    private readonly checkCredentials: CheckCredentialsHandler,
    private readonly getAccount: GetAccountHandler,
  ) {}

  @Post('accounts')
  register(@Body() body: unknown): Promise<Account> {
    return this.registerAccount.execute(validateInput(registrationSchema, body));
  }

  @Get('accounts/:id')
  account(@Param('id', ParseIntPipe) id: number): Promise<Account> {
    return this.getAccount.execute(id);
  }

  @Post('credential-checks')
  @HttpCode(200)
  credentials(@Body() body: unknown): Promise<Account> {
    const { username, password } = validateInput(credentialsSchema, body);
    return this.checkCredentials.execute(username, password);
  }
}
