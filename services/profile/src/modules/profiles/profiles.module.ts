import { modelProvider } from '@docnet/platform';
import { Module } from '@nestjs/common';
import { CreateProfileHandler } from './commands/create-profile/create-profile.handler';
import { ProfilesController } from './http/profiles.controller';
import { UserRegisteredConsumer } from './messaging/user-registered.consumer';
import { profileSchema, ProfileModel } from './persistence/profile.schema';
import { GetProfileHandler } from './queries/get-profile/get-profile.handler';

@Module({
  controllers: [ProfilesController, UserRegisteredConsumer],
  providers: [
    modelProvider(ProfileModel, 'Profile', profileSchema, 'profiles', { outbox: true }),
    CreateProfileHandler,
    GetProfileHandler,
  ],
})
export class ProfilesModule {}
