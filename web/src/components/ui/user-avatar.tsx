import { useMemo, useState } from 'react';
import { withCacheBuster } from '@/utils/cache-bust';
import { initials } from '@/utils/initials';

/** A member's picture (with a cache-busting stamp) or, without one, their initials (at most two). */
export interface UserAvatarProps {
  name: string | null | undefined;
  src?: string | null;
  /** Diameter in pixels (antd's default avatar is 32). */
  size?: number;
}

/**
 * A round avatar as antd's Avatar draws one. antd's Avatar bundles its avatar group, and with it Popover,
 * Tooltip, popup positioning and form code (about 30 kB gzip) on every screen that shows a member.
 */
export function UserAvatar({ name, src, size = 32 }: UserAvatarProps) {
  // One stamp per picture URL, not per render, so the image is not refetched on every render.
  const picture = useMemo(() => (src ? withCacheBuster(src) : undefined), [src]);
  // A picture that fails to load falls back to the initials, as antd's Avatar does.
  const [failed, setFailed] = useState<string | undefined>();
  const showPicture = picture !== undefined && failed !== picture;
  return (
    // The theme's primary colour (ui.css) keeps the white initials at 4.5:1 in both themes.
    <span
      className="user-avatar"
      style={{ width: size, height: size, fontSize: Math.max(12, Math.round(size * 0.4)) }}
    >
      {showPicture ? (
        <img src={picture} alt={name ?? ''} width={size} height={size} onError={() => setFailed(picture)} />
      ) : (
        // The initials stand in for a picture, so they are drawn by CSS (global.css), not text: as text they
        // would have to be part of the name of every labelled link or button around an avatar (WCAG 2.5.3).
        <span className="user-avatar-initials" data-initials={initials(name) || '?'} />
      )}
    </span>
  );
}
