import { registrationSchema, type Account } from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { Body, Controller, Get, Param, ParseIntPipe, Post } from '@nestjs/common';
import { RegisterAccountHandler } from '../commands/register-account/register-account.handler';
import { GetAccountHandler } from '../queries/get-account/get-account.handler';

/** Internal API of identity (contracts/src/services/identity.ts); only the BFF calls it. */
@Controller('internal')
export class AccountsController {
  constructor(
    private readonly registerAccount: RegisterAccountHandler,
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
}
