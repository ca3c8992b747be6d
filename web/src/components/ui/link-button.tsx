import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router-dom';

export type LinkButtonProps = Omit<ButtonProps, 'href'> & { to: string };

/**
 * A link drawn as an antd button (antd renders an <a> for `href`): one tab stop and one 'link' to assistive
 * technology, where a <Link> around a <Button> made two nested controls. A plain click navigates inside the
 * SPA; a modified one (new tab or window) is left to the browser.
 */
export function LinkButton({ to, onClick, ...rest }: LinkButtonProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    navigate(to);
  };
  return <Button {...rest} href={to} onClick={follow} />;
}
