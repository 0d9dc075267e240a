import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

/**
 * A real link (an `a` with its href: middle-click and "open in new tab" work) that looks like an antd button
 * and navigates inside the app on a plain click. No button nested in a link.
 */
export function LinkButton({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const href = useHref(to);
  const onNavigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => onNavigate(event as MouseEvent<HTMLAnchorElement>)}
    />
  );
}
