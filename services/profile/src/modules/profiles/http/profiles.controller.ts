import type { User } from '@docnet/contracts';
import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { GetProfileHandler } from '../queries/get-profile/get-profile.handler';

/** Internal API of profile (contracts/src/services/profile.ts); only the BFF calls it. */
@Controller('internal/profiles')
export class ProfilesController {
  constructor(private readonly getProfile: GetProfileHandler) {}

  @Get(':id')
  profile(@Param('id', ParseIntPipe) id: number): Promise<User> {
    return this.getProfile.execute(id);
  }
}
