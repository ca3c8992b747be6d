import { modelProvider } from '@docnet/platform';
import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { CompleteSignInHandler } from './commands/complete-sign-in/complete-sign-in.handler';
import { RememberDeviceHandler } from './commands/remember-device/remember-device.handler';
import { StartSignInHandler } from './commands/start-sign-in/start-sign-in.handler';
import { SignInController } from './http/sign-in.controller';
import { KnownDeviceModel, knownDeviceSchema } from './persistence/known-device.schema';
import { SignInChallengeModel, signInChallengeSchema } from './persistence/sign-in-challenge.schema';
import { TwoFactorBudget } from './persistence/two-factor-budget';
import { SignInKeyHandler } from './queries/sign-in-key/sign-in-key.handler';

/** Sign-in: the password, then (two-factor on) an SMS code; login alerts for browsers not seen before. */
@Module({
  imports: [AccountsModule],
  controllers: [SignInController],
  providers: [
    modelProvider(KnownDeviceModel, 'KnownDevice', knownDeviceSchema, 'known_devices'),
    modelProvider(SignInChallengeModel, 'SignInChallenge', signInChallengeSchema, 'sign_in_challenges'),
    StartSignInHandler,
    CompleteSignInHandler,
    RememberDeviceHandler,
    TwoFactorBudget,
    SignInKeyHandler,
  ],
})
export class SignInModule {}
