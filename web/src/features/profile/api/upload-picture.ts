import { useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  ApiRoutes,
  PROFILE_PICTURE_EXTENSIONS,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_TYPES,
  ProfilePictureMessages,
  type ProfilePictureBody,
} from '@docnet/contracts';
import { apiPost, serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { userKey } from './get-user';

/** The client-side check of a chosen picture (the server checks again): image types only, size limit. */
export function pictureProblem(file: Pick<File, 'name' | 'type' | 'size'> | null | undefined): string | null {
  if (!file) return ProfilePictureMessages.missing;
  const name = file.name.toLowerCase();
  const typeOk =
    (PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type) ||
    PROFILE_PICTURE_EXTENSIONS.some((extension) => name.endsWith(extension));
  if (!typeOk) return ProfilePictureMessages.unsupported;
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return ProfilePictureMessages.tooLarge;
  return null;
}

/** POST /api/profile/picture (multipart field `file`); the cached user and the current user take the answer. */
export function useUploadPicture(userId: number) {
  const { mutate } = useSWRConfig();
  const [isUploading, setUploading] = useState(false);

  async function upload(file: File): Promise<void> {
    const problem = pictureProblem(file);
    if (problem) {
      toast({ title: 'Update Failed', description: problem, variant: 'destructive' });
      return;
    }
    const body = new FormData();
    body.append('file', file);
    setUploading(true);
    try {
      const answer = await apiPost<ProfilePictureBody>(ApiRoutes.profilePicture, body);
      await mutate(userKey(userId), answer.user, { revalidate: false });
      await mutate(ApiRoutes.authMe, answer.user, { revalidate: false });
      toast({ title: 'Profile Updated', description: 'Your profile picture has been updated.' });
    } catch (error) {
      toast({ title: 'Update Failed', description: serverMessage(error) ?? 'Could not update profile', variant: 'destructive' });
    } finally {
      setUploading(false);
    }
  }

  return { upload, isUploading };
}
