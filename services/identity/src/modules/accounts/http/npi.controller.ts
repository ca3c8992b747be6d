import { IdentityRoutes, npiSearchSchema, type NpiMatch } from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { DiscoverNpiHandler } from '../queries/discover-npi/discover-npi.handler';

@Controller()
export class NpiController {
  constructor(private readonly discoverNpi: DiscoverNpiHandler) {}

  @Post(IdentityRoutes.npiSearches)
  @HttpCode(200)
  search(@Body() body: unknown): Promise<NpiMatch[]> {
    return this.discoverNpi.execute(validateInput(npiSearchSchema, body));
  }
}
