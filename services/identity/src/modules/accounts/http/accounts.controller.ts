import { registrationSchema, type Account } from '@docnet/contracts';
import { ActingUserId, validateInput } from '@docnet/platform';
import { Body, Controller, ForbiddenException, Get, Param, ParseIntPipe, Post } from '@nestjs/common';
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

  /** The account holds the email and phone: its owner's read only, never one on nobody's behalf. */
  @Get('accounts/:id')
  account(@Param('id', ParseIntPipe) id: number, @ActingUserId() actingUserId: number): Promise<Account> {
    if (id !== actingUserId) throw new ForbiddenException('You can only read your own account');
    return this.getAccount.execute(id);
  }
}
