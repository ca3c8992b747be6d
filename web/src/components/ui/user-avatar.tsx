import { useMemo } from 'react';
import { Avatar, theme, type AvatarProps } from 'antd';
import { withCacheBuster } from '@/utils/cache-bust';
import { initials } from '@/utils/initials';

/** A member's picture (with a cache-busting stamp) or, without one, their initials (at most two). */
export interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'children'> {
  name: string | null | undefined;
  src?: string | null;
}

export function UserAvatar({ name, src, ...rest }: UserAvatarProps) {
  // One stamp per picture URL, not per render, so the image is not refetched on every render.
  const picture = useMemo(() => (src ? withCacheBuster(src) : undefined), [src]);
  // The theme's primary colour keeps the white initials at 4.5:1 in both themes.
  const { token } = theme.useToken();
  return (
    <Avatar
      src={picture}
      alt={name ?? undefined}
      style={{ backgroundColor: token.colorPrimary, flexShrink: 0 }}
      {...rest}
    >
      {/* The initials stand in for a picture, so they are drawn by CSS (global.css), not text: as text they
          would have to be part of the name of every labelled link or button around an avatar (WCAG 2.5.3). */}
      <span className="user-avatar-initials" data-initials={initials(name) || '?'} />
    </Avatar>
  );
}
