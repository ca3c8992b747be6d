import { FORGOT_PASSWORD_MESSAGE, forgotPasswordSchema, IdentityRoutes, resetPasswordSchema, type AuthMessageBody, type PasswordResetDone } from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { RequestPasswordResetHandler } from '../commands/request-password-reset/request-password-reset.handler';
import { ResetPasswordHandler } from '../commands/reset-password/reset-password.handler';

/** Password reset; answers never carry the token. */
@Controller()
export class PasswordResetController {
  constructor(
    private readonly requestReset: RequestPasswordResetHandler,
    private readonly resetPassword: ResetPasswordHandler,
  ) {}

  @Post(IdentityRoutes.passwordResetRequests)
  @HttpCode(202)
  async request(@Body() body: unknown): Promise<AuthMessageBody> {
    await this.requestReset.execute(validateInput(forgotPasswordSchema, body).email);
    return { message: FORGOT_PASSWORD_MESSAGE };
  }

  @Post(IdentityRoutes.passwordResets)
  @HttpCode(200)
  reset(@Body() body: unknown): Promise<PasswordResetDone> {
    const { token, password } = validateInput(resetPasswordSchema, body);
    return this.resetPassword.execute(token, password);
  }
}
