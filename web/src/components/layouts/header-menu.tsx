import type { ReactNode } from 'react';
import { Button, Drawer, Flex } from 'antd';
import { Link } from 'react-router-dom';
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
          <Link to={paths.auth.getHref()} onClick={onClose}>
            <Button block>Sign In</Button>
          </Link>
          <Link to={paths.register.getHref()} onClick={onClose}>
            <Button block type="primary">
              Sign Up
            </Button>
          </Link>
        </Flex>
      )}
    </Drawer>
  );
}
