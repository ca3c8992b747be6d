import { Global, Module } from '@nestjs/common';
import { Members } from './members';
import { Moderators } from './moderators';
import { ProfilePictures } from './profile-pictures';
import { UploadParsing } from './upload-parsing';

/** What several modules answer with: the member as /api/auth/me answers it, profile pictures, and who moderates. */
@Global()
@Module({
  providers: [Members, ProfilePictures, Moderators, UploadParsing],
  exports: [Members, ProfilePictures, Moderators, UploadParsing],
})
export class CommonModule {}
