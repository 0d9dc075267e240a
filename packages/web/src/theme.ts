import type { ThemeConfig } from 'antd';

/**
 * A calm clinical palette (teal primary), larger controls for touch at the chairside, and a light page
 * background so white cards stand out.
 */
export const theme: ThemeConfig = {
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
