import { Button, Dropdown, Flex, type MenuProps } from 'antd';
import { Text } from '@/components/ui/typography';
import { useNavigate } from 'react-router-dom';
import { UserAvatar } from '@/components/ui/user-avatar';
import { paths } from '@/config/paths';
import { useModeratorAccess } from '@/lib/moderation';
import { useAuthHelper } from '../hooks/use-auth-helper';

/** The avatar menu of the navigation bar: name and email, Profile, Settings, Moderation for moderators, 'Log out'. */
export function UserMenu() {
  const navigate = useNavigate();
  const {
    user,
    pending,
    logout: { trigger: logout },
  } = useAuthHelper({ logout: { onSuccess: () => navigate(paths.auth.getHref(), { replace: true }) } });
  const isMutating = pending === 'signing-out';
  const { moderator } = useModeratorAccess(!!user);

  if (!user) return null;

  const items: MenuProps['items'] = [
    {
      key: 'identity',
      type: 'group',
      label: (
        <Flex vertical style={{ maxWidth: 240 }}>
          <Text strong ellipsis>
            {user.name}
          </Text>
          <Text type="secondary" ellipsis>
            {user.email}
          </Text>
        </Flex>
      ),
    },
    { type: 'divider' },
    { key: 'profile', label: 'Profile' },
    { key: 'settings', label: 'Settings' },
    ...(moderator ? [{ key: 'moderation', label: 'Moderation' }] : []),
    { type: 'divider' },
    { key: 'logout', label: 'Log out', disabled: isMutating },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') navigate(paths.profile.getHref(user.id));
    else if (key === 'settings') navigate(paths.settings.getHref());
    else if (key === 'moderation') navigate(paths.moderation.getHref());
    else if (key === 'logout') void logout();
  };

  return (
    // autoFocus: the menu takes the focus when it opens, so the arrow keys, Enter and Escape work in it.
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight" autoFocus>
      <Button
        type="text"
        shape="circle"
        aria-label="Account menu"
        style={{ padding: 0, width: 40, height: 40 }}
      >
        <UserAvatar name={user.name} src={user.profilePicture} size={36} />
      </Button>
    </Dropdown>
  );
}
