import { Flex, Modal } from 'antd';
import { Text } from '@/components/ui/typography';
import type { ContentType, User } from '@docnet/contracts';
import { UserAvatar } from '@/components/ui/user-avatar';
import type { ComposerRequest } from '../utils/composer-request';
import { ContentForm } from './content-form';

/** An open dialog and the type its tab preselected (none: the form's default, article). */
export interface Opening {
  type?: ContentType;
  /** What another app shared into the installed app, filled in. */
  draft?: ComposerRequest;
  /** Remounts the form for each opening, so every dialog starts fresh. */
  key: number;
}

export interface CreateContentDialogProps {
  user: User;
  /** Null when closed. */
  opening: Opening | null;
  onClose: () => void;
}

/** 'Create Content': the member's name and specialty above the content form. */
export function CreateContentDialog({ user, opening, onClose }: CreateContentDialogProps) {
  return (
    <Modal
      title="Create Content"
      open={!!opening}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
      maskClosable={false}
    >
      <Flex gap={12} align="center" style={{ marginBottom: 16 }}>
        <UserAvatar name={user.name} src={user.profilePicture} size={40} />
        <Flex vertical>
          <Text strong>{user.name}</Text>
          {user.specialty && <Text type="secondary">{user.specialty}</Text>}
        </Flex>
      </Flex>
      {opening && (
        <ContentForm
          key={opening.key}
          mode="create"
          initialType={opening.type}
          initialDraft={opening.draft}
          memberId={user.id}
          onSaved={onClose}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
