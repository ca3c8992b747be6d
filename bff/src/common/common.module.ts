import { Global, Module } from '@nestjs/common';
import { Members } from './members';
import { Moderators } from './moderators';
import { ProfilePictures } from './profile-pictures';
import { UploadParsing } from './upload-parsing';
import { UploadedFileTexts } from './uploaded-file-texts';

/**
 * What several modules answer with: the member as /api/auth/me answers it, profile pictures, who moderates, the
 * upload parsers, and the names and texts of uploads (the content module sends them to content's PHI guard).
 */
@Global()
@Module({
  providers: [Members, ProfilePictures, Moderators, UploadParsing, UploadedFileTexts],
  exports: [Members, ProfilePictures, Moderators, UploadParsing, UploadedFileTexts],
})
export class CommonModule {}
