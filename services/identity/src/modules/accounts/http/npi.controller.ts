import { IdentityRoutes, npiSearchSchema, type NpiMatch } from '@docnet/contracts';
import { validateInput } from '@docnet/platform';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { SearchNpiHandler } from '../queries/search-npi/search-npi.handler';

@Controller()
export class NpiController {
  constructor(private readonly searchNpi: SearchNpiHandler) {}

  @Post(IdentityRoutes.npiSearches)
  @HttpCode(200)
  search(@Body() body: unknown): Promise<NpiMatch[]> {
    return this.searchNpi.execute(validateInput(npiSearchSchema, body));
  }
}
