import type { ReactNode } from 'react';
import { Drawer, Flex } from 'antd';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';

/** The phone menu of the navigation bar: the member's search and tabs, or 'Sign In' and 'Sign Up'. */
export interface HeaderMenuProps {
  open: boolean;
  onClose: () => void;
  /** Search form and tab links for a member; undefined for a visitor. */
  memberItems?: ReactNode;
}

export function HeaderMenu({ open, onClose, memberItems }: HeaderMenuProps) {
  return (
    <Drawer open={open} onClose={onClose} placement="top" height="auto" title="Menu" styles={{ body: { paddingTop: 8 } }}>
      {memberItems ?? (
        <Flex vertical gap={8}>
          <LinkButton to={paths.auth.getHref()} onClick={onClose} block>
            Sign In
          </LinkButton>
          <LinkButton to={paths.register.getHref()} onClick={onClose} block type="primary">
            Sign Up
          </LinkButton>
        </Flex>
      )}
    </Drawer>
  );
}
