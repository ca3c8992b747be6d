import { modelProvider } from '@docnet/platform';
import { Module } from '@nestjs/common';
import { CheckVerificationCodeHandler } from './commands/check-verification-code/check-verification-code.handler';
import { SendVerificationCodeHandler } from './commands/send-verification-code/send-verification-code.handler';
import { VerificationController } from './http/verification.controller';
import { VerificationModel, verificationSchema } from './persistence/verification.schema';
import { VerifiedContactHandler } from './queries/verified-contact/verified-contact.handler';

@Module({
  controllers: [VerificationController],
  providers: [
    modelProvider(VerificationModel, 'Verification', verificationSchema, 'verifications'),
    SendVerificationCodeHandler,
    CheckVerificationCodeHandler,
    VerifiedContactHandler,
  ],
  exports: [VerifiedContactHandler, CheckVerificationCodeHandler, SendVerificationCodeHandler],
})
export class VerificationModule {}
