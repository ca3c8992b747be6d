import { lazy, Suspense, useEffect, useState } from 'react';
import {
  ExperimentOutlined,
  FileTextOutlined,
  MedicineBoxOutlined,
  PictureOutlined,
} from '@ant-design/icons';
import { Button, Divider, Flex, Spin, theme } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import type { ContentType, User } from '@docnet/contracts';
import { UserAvatar } from '@/components/ui/user-avatar';
import { composerRequest, composerRequestParams } from '../utils/composer-request';
import type { Opening } from './create-content-dialog';

// The dialog (antd's Modal, the form's fields, tags, file chooser and schemas) loads when it first opens: the
// home page shows only the composer's buttons, and its first render was paying for all of it.
const loadDialog = () => import('./create-content-dialog');
const CreateContentDialog = lazy(() => loadDialog().then((m) => ({ default: m.CreateContentDialog })));

const shortcuts: { label: string; type?: ContentType; icon: JSX.Element }[] = [
  { label: 'Article', type: 'article', icon: <FileTextOutlined /> },
  { label: 'Research', type: 'research', icon: <ExperimentOutlined /> },
  { label: 'Case Study', type: 'case_study', icon: <MedicineBoxOutlined /> },
  { label: 'Photo', icon: <PictureOutlined /> },
];

/**
 * Composer: 'Share a case study, article, or update...' opens 'Create Content' with the member's
 * name and specialty; the Article, Research and Case Study tabs preselect their type, Photo none.
 */
export function Composer({ user }: { user: User }) {
  const [opening, setOpening] = useState<Opening | null>(null);
  // Mounted from the first opening on, so that closing animates.
  const [opened, setOpened] = useState(false);
  const open = (type?: ContentType) => {
    setOpening({ type, key: Date.now() });
    setOpened(true);
  };
  // The installed app's shortcut and share target: opened once, and the address cleaned so a reload does not reopen
  // it. Cleaned in place, not by a navigation: on the prerendered feed a navigation while React is still adopting
  // the page would make it throw the unadopted parts away.
  const [search] = useSearchParams();
  const request = composerRequest(search);
  const requestKey = request && JSON.stringify(request);
  useEffect(() => {
    if (!requestKey) return;
    setOpening({ draft: JSON.parse(requestKey) as Opening['draft'], key: Date.now() });
    setOpened(true);
    const url = new URL(window.location.href);
    composerRequestParams.forEach((name) => url.searchParams.delete(name));
    window.history.replaceState(window.history.state, '', url);
  }, [requestKey]);
  const close = () => setOpening(null);
  // A theme token, not a fixed colour: a fixed near-black was unreadable on dark mode's black.
  const { token } = theme.useToken();

  return (
    // A pointer over the composer or a focus inside it starts loading the dialog: usually done by the click.
    <Card
      aria-label="Share content"
      onPointerEnter={() => void loadDialog()}
      onFocus={() => void loadDialog()}
    >
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
      {opened && (
        <Suspense
          fallback={<Spin style={{ display: 'block', marginTop: 8 }} aria-label="Opening Create Content" />}
        >
          <CreateContentDialog user={user} opening={opening} onClose={close} />
        </Suspense>
      )}
    </Card>
  );
}
