import { type RefObject, useEffect } from 'react';
import { useLocation } from 'react-router';

export const APP_NAME = 'Dialysis Centre';

/**
 * The page's one h1 names the page in the browser's tab (document.title) and, after a navigation inside the
 * app, takes the keyboard focus, so a screen reader announces the new page and Tab starts from its top (a
 * single-page app otherwise leaves focus on the link just clicked).
 */
export function usePageTitle(text: string, ref: RefObject<HTMLHeadingElement | null>): void {
  const location = useLocation();
  useEffect(() => {
    document.title = text ? `${text} · ${APP_NAME}` : APP_NAME;
  }, [text]);

  useEffect(() => {
    // The first page of a visit keeps the browser's own focus (a sign-in field); later ones move it here.
    if (location.key !== 'default') ref.current?.focus({ preventScroll: true });
  }, [location.key, ref]);
}
