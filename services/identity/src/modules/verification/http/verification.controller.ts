import {
  emailCodeCheckSchema,
  emailCodeRequestSchema,
  IdentityRoutes,
  smsCodeRequestSchema,
  type AuthMessageBody,
  type VerifiedBody,
} from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CheckVerificationCodeHandler } from '../commands/check-verification-code/check-verification-code.handler';
import { SendVerificationCodeHandler } from '../commands/send-verification-code/send-verification-code.handler';

/** Email and SMS codes of the activation wizard; answers never carry the code. SMS checks: accounts' PhoneVerificationController. */
@Controller()
export class VerificationController {
  constructor(
    private readonly sendCode: SendVerificationCodeHandler,
    private readonly checkCode: CheckVerificationCodeHandler,
  ) {}

  @Post(IdentityRoutes.emailVerifications)
  @HttpCode(202)
  async sendEmailCode(@Body() body: unknown): Promise<AuthMessageBody> {
    await this.sendCode.toEmail(validateInput(emailCodeRequestSchema, body).email);
    return { message: 'Verification code sent' };
  }

  @Post(IdentityRoutes.emailVerificationChecks)
  @HttpCode(200)
  async checkEmailCode(@Body() body: unknown): Promise<VerifiedBody> {
    const { email, code } = validateInput(emailCodeCheckSchema, body);
    await this.checkCode.execute('email', email, code);
    return { verified: true, message: 'Email Verified' };
  }

  @Post(IdentityRoutes.phoneVerifications)
  @HttpCode(202)
  async sendSmsCode(@Body() body: unknown): Promise<AuthMessageBody> {
    await this.sendCode.toPhone(validateInput(smsCodeRequestSchema, body).phoneNumber);
    return { message: 'Verification code sent' };
  }
}
