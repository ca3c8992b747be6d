import { modelProvider } from '@docnet/platform';
import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { NpiDiscoveryModule } from '../npi-discovery/npi-discovery.module';
import { BindNpiHandler } from './commands/bind-npi/bind-npi.handler';
import { StartNpiBindingHandler } from './commands/start-npi-binding/start-npi-binding.handler';
import { NpiBindingController } from './http/npi-binding.controller';
import {
  NpiBindingChallengeModel,
  npiBindingChallengeSchema,
} from './persistence/npi-binding-challenge.schema';

/** NPI bound to the person: a code to the registry's phone for the NPI binds it to one account. */
@Module({
  imports: [AccountsModule, NpiDiscoveryModule],
  controllers: [NpiBindingController],
  providers: [
    modelProvider(
      NpiBindingChallengeModel,
      'NpiBindingChallenge',
      npiBindingChallengeSchema,
      'npi_binding_challenges',
    ),
    StartNpiBindingHandler,
    BindNpiHandler,
  ],
})
export class NpiBindingModule {}
