import {
  accountSuspensionRequestSchema,
  deleteAccountSchema,
  emailChangeCheckSchema,
  emailChangeSchema,
  IdentityRoutes,
  registrationSchema,
  securityUndoSchema,
  type Account,
  type AccountDeleted,
  type SecurityUndoDone,
  type EmailChangeStarted,
  type VerifiedBody,
} from '@docnet/contracts';
import { ActingUserId, validateInput } from '@docnet/platform';
import { Body, Controller, Delete, ForbiddenException, Get, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ChangeEmailHandler } from '../commands/change-email/change-email.handler';
import { DeleteAccountHandler } from '../commands/delete-account/delete-account.handler';
import { RegisterAccountHandler } from '../commands/register-account/register-account.handler';
import { UndoSecurityChangeHandler } from '../commands/security-changes/undo-security-change.handler';
import { SuspendAccountHandler } from '../commands/suspend-account/suspend-account.handler';
import { GetAccountHandler } from '../queries/get-account/get-account.handler';

/** Internal API of identity (contracts/src/services/identity.ts); only the BFF calls it. */
@Controller()
export class AccountsController {
  constructor(
    private readonly registerAccount: RegisterAccountHandler,
    private readonly getAccount: GetAccountHandler,
    private readonly changeEmail: ChangeEmailHandler,
    private readonly suspensions: SuspendAccountHandler,
    private readonly undoSecurityChange: UndoSecurityChangeHandler,
    private readonly deleteAccount: DeleteAccountHandler,
  ) {}

  @Post(IdentityRoutes.accounts)
  register(@Body() body: unknown): Promise<Account> {
    return this.registerAccount.execute(validateInput(registrationSchema, body));
  }

  /** The account holds the email and phone: its owner's read only, never one on nobody's behalf. */
  @Get(IdentityRoutes.account(':id'))
  account(@Param('id', ParseIntPipe) id: number, @ActingUserId() actingUserId: number): Promise<Account> {
    if (id !== actingUserId) throw new ForbiddenException('You can only read your own account');
    return this.getAccount.execute(id);
  }

  @Post(IdentityRoutes.emailChanges(':id'))
  @HttpCode(202)
  requestEmailChange(@Param('id', ParseIntPipe) id: number, @ActingUserId() actingUserId: number, @Body() body: unknown): Promise<EmailChangeStarted> {
    if (id !== actingUserId) throw new ForbiddenException('You can only change your own email');
    const { email, currentPassword } = validateInput(emailChangeSchema, body);
    return this.changeEmail.request(id, email, currentPassword);
  }

  @Post(IdentityRoutes.emailChangeChecks(':id'))
  @HttpCode(200)
  async confirmEmailChange(@Param('id', ParseIntPipe) id: number, @ActingUserId() actingUserId: number, @Body() body: unknown): Promise<VerifiedBody> {
    if (id !== actingUserId) throw new ForbiddenException('You can only change your own email');
    await this.changeEmail.confirm(id, validateInput(emailChangeCheckSchema, body).code);
    return { verified: true, message: 'Email Verified' };
  }

  /** The mailed link's token is the proof: no acting member (the one signed in may be whoever borrowed the session). */
  @Post(IdentityRoutes.securityUndos)
  @HttpCode(200)
  undo(@Body() body: unknown): Promise<SecurityUndoDone> {
    return this.undoSecurityChange.execute(validateInput(securityUndoSchema, body).token);
  }

  @Post(IdentityRoutes.deletions(':id'))
  @HttpCode(200)
  delete(@Param('id', ParseIntPipe) id: number, @ActingUserId() actingUserId: number, @Body() body: unknown): Promise<AccountDeleted> {
    if (id !== actingUserId) throw new ForbiddenException('You can only delete your own account');
    return this.deleteAccount.execute(id, validateInput(deleteAccountSchema, body).password);
  }

  @Put(IdentityRoutes.suspension(':id'))
  suspend(@Param('id', ParseIntPipe) id: number, @ActingUserId() actingUserId: number, @Body() body: unknown): Promise<Account> {
    return this.suspensions.suspend(id, actingUserId, validateInput(accountSuspensionRequestSchema, body));
  }

  @Delete(IdentityRoutes.suspension(':id'))
  liftSuspension(@Param('id', ParseIntPipe) id: number, @ActingUserId() actingUserId: number): Promise<Account> {
    return this.suspensions.lift(id, actingUserId);
  }
}
