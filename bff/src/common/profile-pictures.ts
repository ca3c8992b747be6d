import { ApiRoutes, ProfilePictureMessages, ProfileRoutes, type ProfilePictureBody, type User } from '@docnet/contracts';
import { BadRequestException, HttpException, HttpStatus, Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import { ObjectStorage, type StoredObject } from '../clients/object-storage';
import { ProfileClient } from '../clients/service-clients.module';
import { FileOverLimit, UnreadableFile } from './image-metadata';
import { acceptedImageType, type ImageType, servedImageType } from './image-sniffing';
import type { UploadedImage } from './image-upload.interceptor';
import { ParsersBusy, UploadParsing } from './upload-parsing';

/** One object per member, replaced by each upload; the URL's `v` (upload time) defeats caches. */
const keyOf = (memberId: number) => `profile-pictures/${memberId}`;

/**
 * The picture as stored: re-encoded by the parsers' pool, so without EXIF (GPS among it), XMP or comments; 415 when
 * it does not decode or has too many pixels, 429 when every parser is busy.
 */
async function withoutMetadata(parsing: UploadParsing, imageType: ImageType, picture: Buffer): Promise<Buffer> {
  try {
    return (await parsing.parse({ kind: 'image', imageType }, picture)).file;
  } catch (error) {
    if (error instanceof ParsersBusy)
      throw new HttpException({ message: ProfilePictureMessages.busy }, HttpStatus.TOO_MANY_REQUESTS);
    if (error instanceof FileOverLimit) throw new UnsupportedMediaTypeException(ProfilePictureMessages.tooComplex);
    if (error instanceof UnreadableFile) throw new UnsupportedMediaTypeException(ProfilePictureMessages.unsupported);
    throw error;
  }
}

/** Profile pictures: checked, stored in the bucket, and recorded on the profile as a BFF URL. */
@Injectable()
export class ProfilePictures {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly profiles: ProfileClient,
    private readonly parsing: UploadParsing,
  ) {}

  async upload(memberId: number, file: UploadedImage | undefined): Promise<ProfilePictureBody> {
    if (!file || file.size === 0) throw new BadRequestException(ProfilePictureMessages.missing);
    const contentType = acceptedImageType(file.originalname, file.buffer);
    if (!contentType) throw new UnsupportedMediaTypeException(ProfilePictureMessages.unsupported);
    const stored = await withoutMetadata(this.parsing, contentType, file.buffer);
    await this.storage.put(keyOf(memberId), stored, servedImageType(contentType));
    const profilePicture = `${ApiRoutes.userPicture(memberId)}?v=${Date.now()}`;
    const user = await this.profiles.put(ProfileRoutes.picture(memberId), { body: { profilePicture }, actingUserId: memberId });
    return { profilePicture, user };
  }

  async remove(memberId: number): Promise<User> {
    const user = await this.profiles.put(ProfileRoutes.picture(memberId), { body: { profilePicture: null }, actingUserId: memberId });
    await this.storage.delete(keyOf(memberId));
    return user;
  }

  read(memberId: number): Promise<StoredObject | null> {
    return this.storage.get(keyOf(memberId));
  }
}
