import { IdentityRoutes, smsCodeCheckSchema, type VerifiedBody } from '@docnet/contracts';
import { ActingUserId, validateInput } from '@docnet/platform';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CheckVerificationCodeHandler } from '../../verification/commands/check-verification-code/check-verification-code.handler';
import { ConfirmPhoneHandler } from '../commands/confirm-phone/confirm-phone.handler';

/** SMS code checks: during activation (no member yet), or by a signed-in member for their account's phone. */
@Controller()
export class PhoneVerificationController {
  constructor(
    private readonly checkCode: CheckVerificationCodeHandler,
    private readonly confirmPhone: ConfirmPhoneHandler,
  ) {}

  @Post(IdentityRoutes.phoneVerificationChecks)
  @HttpCode(200)
  async checkSmsCode(@Body() body: unknown, @ActingUserId(true) userId: number | undefined): Promise<VerifiedBody> {
    const { phoneNumber, code, currentPassword } = validateInput(smsCodeCheckSchema, body);
    if (userId !== undefined) await this.confirmPhone.authorize(userId, phoneNumber, currentPassword);
    await this.checkCode.execute('sms', phoneNumber, code);
    if (userId !== undefined) await this.confirmPhone.execute(userId, phoneNumber);
    return { verified: true, message: 'Phone Verified' };
  }
}
