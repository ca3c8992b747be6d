import { Module } from '@nestjs/common';
import { ObjectStorage } from './object-storage';
import { ProfilePictures } from './profile-pictures';

/** The uploads bucket and what is stored in it. */
@Module({
  providers: [ObjectStorage, ProfilePictures],
  exports: [ObjectStorage, ProfilePictures],
})
export class UploadsModule {}
