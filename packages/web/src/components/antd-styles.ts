import antdCssUrl from 'antd/dist/antd.css?url';

let loaded: Promise<void> | undefined;

/**
 * antd's prebuilt stylesheet (antd/dist/antd.css), for the theme's `zeroRuntime` (theme.ts): antd then
 * computes and injects no component styles at runtime, only the theme's CSS variables, which this sheet
 * reads. That runtime styling took about 5.5 s of the dashboard's simulated main-thread time
 * (docs/performance.md, Web loading).
 *
 * Loaded by whatever first renders antd (the shell, a toast, the new-password form), never by the login page
 * itself. It goes first in <head>, before the app's own styles.css: antd's runtime styles were prepended
 * there too, so the app's rules still win over antd's at equal specificity. Resolves when the sheet has
 * loaded (or failed: the page still works), so antd never paints unstyled.
 */
export function loadAntdStyles(): Promise<void> {
  loaded ??= new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = antdCssUrl;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.insertBefore(link, document.head.querySelector('style, link[rel="stylesheet"]'));
  });
  return loaded;
}
