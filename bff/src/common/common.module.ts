import { Global, Module } from '@nestjs/common';
import { Members } from './members';
import { ProfilePictures } from './profile-pictures';

/** What several modules answer with: the member as /api/auth/me answers it, and profile pictures. */
@Global()
@Module({ providers: [Members, ProfilePictures], exports: [Members, ProfilePictures] })
export class CommonModule {}
