import { Module } from '@nestjs/common';
import { RateLimiter } from '../../security/rate-limiter';
import { AccountActivationController } from './account-activation.controller';
import { AccountDeletionController } from './account-deletion.controller';
import { authRateRulesProvider } from './auth-rate-rules';
import { AuthController } from './auth.controller';
import { EmailChangeController } from './email-change.controller';
import { NpiBindingController } from './npi-binding.controller';
import { PasswordChangeController } from './password-change.controller';
import { PasswordResetController } from './password-reset.controller';
import { SignInThrottle } from './sign-in-throttle';
import { SuspensionAppealController } from './suspension-appeal.controller';
import { SuspensionAppealTokens } from './suspension-appeal-tokens';

@Module({
  controllers: [AuthController, AccountActivationController, PasswordResetController, PasswordChangeController, EmailChangeController, NpiBindingController, SuspensionAppealController, AccountDeletionController],
  providers: [RateLimiter, SignInThrottle, authRateRulesProvider, SuspensionAppealTokens],
})
export class AuthModule {}
