import { ApiRoutes, ProfilePictureMessages, ProfileRoutes, type ProfilePictureBody, type User } from '@docnet/contracts';
import { BadRequestException, Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import { ObjectStorage, type StoredObject } from '../clients/object-storage';
import { ProfileClient } from '../clients/service-clients.module';
import { acceptedImageType } from './image-sniffing';
import type { UploadedImage } from './image-upload.interceptor';

/** One object per member, replaced by each upload; the URL's `v` (upload time) defeats caches. */
const keyOf = (memberId: number) => `profile-pictures/${memberId}`;

/** Profile pictures: checked, stored in the bucket, and recorded on the profile as a BFF URL. */
@Injectable()
export class ProfilePictures {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly profiles: ProfileClient,
  ) {}

  async upload(memberId: number, file: UploadedImage | undefined): Promise<ProfilePictureBody> {
    if (!file || file.size === 0) throw new BadRequestException(ProfilePictureMessages.missing);
    const contentType = acceptedImageType(file.originalname, file.buffer);
    if (!contentType) throw new UnsupportedMediaTypeException(ProfilePictureMessages.unsupported);
    await this.storage.put(keyOf(memberId), file.buffer, contentType);
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
