import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router';
import { afterNextPaint } from '../../lib/after-paint.ts';

/** A click the app handles: the main button, no modifier (those open a tab or a window: the browser's own). */
const isPlainClick = (event: MouseEvent<HTMLElement>) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/**
 * A real link (an `a` with its href: middle-click and "open in new tab" work) that looks like an antd button
 * and navigates inside the app on a plain click. No button nested in a link. The navigation starts once the
 * tap's frame is painted: starting it loads the page's code, and the module preloads of a session page's 90
 * chunks alone held the first tap on a card 200-300 ms at a tablet's CPU (docs/performance.md, Interactions).
 */
export function LinkButton({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const href = useHref(to);
  const navigate = useNavigate();
  return (
    <Button
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        afterNextPaint(() => navigate(to));
      }}
    />
  );
}
