import { lazy, Suspense, useState } from 'react';
import {
  ExperimentOutlined,
  FileTextOutlined,
  MedicineBoxOutlined,
  PictureOutlined,
} from '@ant-design/icons';
import { Button, Card, Divider, Flex, Modal, Skeleton, theme, Typography } from 'antd';
import type { ContentType, User } from '@docnet/contracts';
import { UserAvatar } from '@/components/ui/user-avatar';

// The form (fields, tags, file chooser, schemas) loads when the dialog first opens: the home page shows only
// the composer's buttons, and its first render was paying for the whole form.
const ContentForm = lazy(() => import('./content-form').then((m) => ({ default: m.ContentForm })));

/** An open dialog and the type its tab preselected (none: the form's default, article). */
interface Opening {
  type?: ContentType;
  /** Remounts the form for each opening, so every dialog starts fresh. */
  key: number;
}

const shortcuts: { label: string; type?: ContentType; icon: JSX.Element }[] = [
  { label: 'Article', type: 'article', icon: <FileTextOutlined /> },
  { label: 'Research', type: 'research', icon: <ExperimentOutlined /> },
  { label: 'Case Study', type: 'case_study', icon: <MedicineBoxOutlined /> },
  { label: 'Photo', icon: <PictureOutlined /> },
];

/**
 * Part 1 §2 Composer: 'Share a case study, article, or update...' opens 'Create Content' with the member's
 * name and specialty; the Article, Research and Case Study tabs preselect their type, Photo none.
 */
export function Composer({ user }: { user: User }) {
  const [opening, setOpening] = useState<Opening | null>(null);
  const open = (type?: ContentType) => setOpening({ type, key: Date.now() });
  const close = () => setOpening(null);
  // A theme token, not a fixed colour: a fixed near-black was unreadable on dark mode's black (issue 17).
  const { token } = theme.useToken();

  return (
    <Card aria-label="Share content">
      <Flex gap={12} align="center">
        <UserAvatar name={user.name} src={user.profilePicture} size={40} />
        <Button
          block
          shape="round"
          style={{ textAlign: 'left', color: token.colorTextSecondary }}
          onClick={() => open()}
        >
          Share a case study, article, or update...
        </Button>
      </Flex>
      <Divider style={{ margin: '12px 0 8px' }} />
      <Flex justify="space-around" wrap role="group" aria-label="Create shortcuts">
        {shortcuts.map(({ label, type, icon }) => (
          <Button key={label} type="text" icon={icon} onClick={() => open(type)}>
            {label}
          </Button>
        ))}
      </Flex>
      <Modal
        title="Create Content"
        open={!!opening}
        onCancel={close}
        footer={null}
        width={720}
        destroyOnHidden
        maskClosable={false}
      >
        <Flex gap={12} align="center" style={{ marginBottom: 16 }}>
          <UserAvatar name={user.name} src={user.profilePicture} size={40} />
          <Flex vertical>
            <Typography.Text strong>{user.name}</Typography.Text>
            {user.specialty && <Typography.Text type="secondary">{user.specialty}</Typography.Text>}
          </Flex>
        </Flex>
        {opening && (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <ContentForm
              key={opening.key}
              mode="create"
              initialType={opening.type}
              onSaved={close}
              onCancel={close}
            />
          </Suspense>
        )}
      </Modal>
    </Card>
  );
}
