import {
  IdentityRoutes,
  npiBindingCheckSchema,
  npiBindingRequestSchema,
  type NpiBindingDone,
  type NpiBindingStarted,
} from '@docnet/contracts';
import { ActingUserId, validateInput } from '@docnet/platform';
import { Body, Controller, ForbiddenException, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { BindNpiHandler } from '../commands/bind-npi/bind-npi.handler';
import { StartNpiBindingHandler } from '../commands/start-npi-binding/start-npi-binding.handler';

/** A member binds an NPI to their own account with the code sent to the registry's phone for it. */
@Controller()
export class NpiBindingController {
  constructor(
    private readonly start: StartNpiBindingHandler,
    private readonly bind: BindNpiHandler,
  ) {}

  @Post(IdentityRoutes.npiBindings(':id'))
  @HttpCode(202)
  request(
    @Param('id', ParseIntPipe) id: number,
    @ActingUserId() actingUserId: number,
    @Body() body: unknown,
  ): Promise<NpiBindingStarted> {
    ownerOnly(id, actingUserId);
    return this.start.execute(id, validateInput(npiBindingRequestSchema, body));
  }

  @Post(IdentityRoutes.npiBindingChecks(':id'))
  @HttpCode(200)
  check(
    @Param('id', ParseIntPipe) id: number,
    @ActingUserId() actingUserId: number,
    @Body() body: unknown,
  ): Promise<NpiBindingDone> {
    ownerOnly(id, actingUserId);
    return this.bind.execute(id, validateInput(npiBindingCheckSchema, body));
  }
}

function ownerOnly(id: number, actingUserId: number): void {
  if (id !== actingUserId) throw new ForbiddenException('You can only verify your own NPI');
}
