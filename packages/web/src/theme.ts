import type { ThemeConfig } from 'antd';

/**
 * A calm clinical palette (teal primary), larger controls for touch at the chairside, and a light page
 * background so white cards stand out.
 */
export const theme: ThemeConfig = {
  // No styles computed in the browser: antd's prebuilt stylesheet (components/antd-styles.ts) draws the
  // components, and antd injects only this theme's tokens as CSS variables, which that sheet reads.
  zeroRuntime: true,
  token: {
    colorPrimary: '#0e7c86',
    colorInfo: '#0e7c86',
    colorSuccess: '#389e0d',
    colorBgLayout: '#f3f6f8',
    borderRadius: 8,
    fontSize: 15,
    controlHeight: 38,
  },
  components: {
    Layout: { headerBg: '#ffffff', headerHeight: 64, headerPadding: '0 24px' },
    Menu: { horizontalItemSelectedColor: '#0e7c86' },
    Card: { bodyPadding: 16 },
  },
};

/**
 * The theme for this browser: without animations when the user asks for reduced motion (an accessibility
 * setting; antd's zoom and slide effects are then off). The browser journeys run with reduced motion too, so
 * a click never lands on a dialog or dropdown that is still moving in.
 */
export function themeFor(reducedMotion: boolean): ThemeConfig {
  return reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme;
}
