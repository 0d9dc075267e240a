import { Typography, theme } from 'antd';
import { type ReactNode, useRef } from 'react';
import { usePageTitle } from './use-page-title.ts';

export { APP_NAME } from './use-page-title.ts';

/**
 * The page's one h1: it names the page in the browser's tab (document.title) and, after a navigation inside
 * the app, takes the keyboard focus, so a screen reader announces the new page and Tab starts from its top
 * (a single-page app otherwise leaves focus on the link just clicked). Looks as the pages' titles always did.
 */
export function PageTitle({
  children,
  title,
  size = 2,
}: {
  children: ReactNode;
  /** The tab's text when the heading is not plain text (or holds patient data that should not sit in history). */
  title?: string;
  /** How large it looks (the sign-in cards use smaller titles); it is always the page's h1. */
  size?: 2 | 3 | 4;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { token } = theme.useToken();
  usePageTitle(title ?? (typeof children === 'string' ? children : ''), ref);

  return (
    <Typography.Title
      ref={ref}
      level={1}
      tabIndex={-1}
      style={{
        margin: 0,
        fontSize: { 2: token.fontSizeHeading2, 3: token.fontSizeHeading3, 4: token.fontSizeHeading4 }[size],
        lineHeight: { 2: token.lineHeightHeading2, 3: token.lineHeightHeading3, 4: token.lineHeightHeading4 }[
          size
        ],
        outline: 'none',
      }}
    >
      {children}
    </Typography.Title>
  );
}
