import { useRef } from 'react';
import { Button, Flex } from 'antd';
import { Text } from '@/components/ui/typography';
import { PROFILE_PICTURE_EXTENSIONS, PROFILE_PICTURE_TYPES, type User } from '@docnet/contracts';
import { UserAvatar } from '@/components/ui/user-avatar';
import { useUploadPicture } from '../api/upload-picture';

/** The profile picture on the Basic Information tab: current picture (or initials) and an upload button. */
export function PictureUpload({ user }: { user: User }) {
  const input = useRef<HTMLInputElement>(null);
  const { upload, isUploading } = useUploadPicture(user.id);
  return (
    <Flex align="center" gap={16} style={{ marginBottom: 24 }}>
      <UserAvatar name={user.name} src={user.profilePicture} size={72} />
      <Flex vertical gap={4}>
        <Button onClick={() => input.current?.click()} loading={isUploading}>
          {isUploading ? 'Uploading...' : 'Change Picture'}
        </Button>
        <Text type="secondary" style={{ fontSize: 12 }}>
          JPEG, PNG, GIF, WebP or HEIC, at most 5 MB
        </Text>
      </Flex>
      <input
        ref={input}
        type="file"
        aria-label="Profile picture"
        accept={[...PROFILE_PICTURE_TYPES, ...PROFILE_PICTURE_EXTENSIONS].join(',')}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
    </Flex>
  );
}
