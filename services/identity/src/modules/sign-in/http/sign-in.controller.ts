import { credentialsSchema, IdentityRoutes, IdentitySignInKeyRoutes, loginCodeSchema, type SignInKey, type SignInResult } from '@docnet/contracts';
import { ActingUserId, validateInput } from '@docnet/platform';
import { Body, Controller, ForbiddenException, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import * as yup from 'yup';
import { GetAccountHandler } from '../../accounts/queries/get-account/get-account.handler';
import { CompleteSignInHandler } from '../commands/complete-sign-in/complete-sign-in.handler';
import { RememberDeviceHandler } from '../commands/remember-device/remember-device.handler';
import { StartSignInHandler } from '../commands/start-sign-in/start-sign-in.handler';
import { SignInKeyHandler } from '../queries/sign-in-key/sign-in-key.handler';

/** The browser, as the BFF describes it: its device cookie (random, URL-safe) and User-Agent. */
const deviceSchema = yup
  .object({
    deviceId: yup.string().required('deviceId is required').matches(/^[A-Za-z0-9_-]{16,128}$/, 'deviceId is not valid'),
    userAgent: yup
      .string()
      .default('')
      .transform((value: unknown) => (typeof value === 'string' ? value.slice(0, 500) : '')),
  })
  .required('device is required');

const signInSchema = credentialsSchema.shape({ device: deviceSchema });
const signInCodeSchema = loginCodeSchema.shape({
  userId: yup.number().integer().positive().required('userId is required'),
  device: deviceSchema,
});

/** Sign-in with its optional second step, and the browsers a member has used (login alerts). */
@Controller()
export class SignInController {
  constructor(
    private readonly startSignIn: StartSignInHandler,
    private readonly completeSignIn: CompleteSignInHandler,
    private readonly rememberDevice: RememberDeviceHandler,
    private readonly getAccount: GetAccountHandler,
    private readonly signInKey: SignInKeyHandler,
  ) {}

  @Post(IdentitySignInKeyRoutes.signInKeys)
  @HttpCode(200)
  key(@Body() body: unknown): Promise<SignInKey> {
    const { login } = validateInput(yup.object({ login: yup.string().required('login is required').max(254, 'login is too long') }), body);
    return this.signInKey.execute(login);
  }

  @Post(IdentityRoutes.signIns)
  @HttpCode(200)
  signIn(@Body() body: unknown): Promise<SignInResult> {
    return this.startSignIn.execute(validateInput(signInSchema, body));
  }

  @Post(IdentityRoutes.signInCodeResends)
  @HttpCode(200)
  resendCode(@Body() body: unknown): Promise<SignInResult> {
    const { userId } = validateInput(yup.object({ userId: yup.number().integer().positive().required('userId is required') }), body);
    return this.startSignIn.resend(userId);
  }

  @Post(IdentityRoutes.signInCodeChecks)
  @HttpCode(200)
  checkCode(@Body() body: unknown): Promise<SignInResult> {
    return this.completeSignIn.execute(validateInput(signInCodeSchema, body));
  }

  /** A session that began without a sign-in (registration): its browser is known from then on, without an alert. */
  @Post(IdentityRoutes.devices(':id'))
  @HttpCode(204)
  async device(@Param('id', ParseIntPipe) id: number, @ActingUserId() actingUserId: number, @Body() body: unknown): Promise<void> {
    if (id !== actingUserId) throw new ForbiddenException('You can only add your own browsers');
    const device = validateInput(yup.object({ device: deviceSchema }), body).device;
    await this.rememberDevice.execute(await this.getAccount.execute(id), device, false);
  }
}
