import { theme, type ThemeConfig } from 'antd';
import type { ThemeMode } from './theme';

/**
 * antd theme per mode, tuned to WCAG 2.1 AA contrast (4.5:1 for text). antd's defaults miss it:
 * #1677ff under white text or as link text on white is 4.1:1, secondary text (45 % black) 3.4:1, and the
 * light preset tags (green, cyan, gold…) draw their 7th shade on their 1st. In the dark theme no one blue
 * carries both white button text and text on the dark page, so links and selected tabs take a lighter blue.
 */
const LIGHT: ThemeConfig = {
  algorithm: theme.defaultAlgorithm,
  token: {
    colorPrimary: '#0958d9',
    // Hover and press darken (antd lightens them, below 4.5:1 under white text and as link text).
    colorPrimaryHover: '#003eb3',
    colorPrimaryActive: '#002c8c',
    colorLink: '#0958d9',
    colorLinkHover: '#003eb3',
    colorLinkActive: '#002c8c',
    colorError: '#cf1322',
    colorErrorHover: '#a8071a',
    colorErrorActive: '#820014',
    colorSuccess: '#237804',
    colorWarning: '#ad6800',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    borderRadius: 8,
    // Text shades of the preset tags (antd draws them on their 1st shade).
    green7: '#237804',
    cyan7: '#006d75',
    gold7: '#874d00',
    lime7: '#3f6600',
    orange7: '#ad4e00',
    volcano7: '#ad2102',
    yellow7: '#876800',
  },
};

const DARK_LINK = '#69b1ff';

const DARK: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: {
    colorPrimary: '#1677ff',
    // Hover and press darken under white text; links lighten on the dark page.
    colorPrimaryHover: '#1554ad',
    colorPrimaryActive: '#112a4d',
    colorLink: DARK_LINK,
    colorLinkHover: '#91caff',
    colorLinkActive: '#bae0ff',
    // Its dark shade is #dc6966: 5.5:1 on the page (antd's #dc4446 from #ff4d4f: 4.3:1).
    colorError: '#ff7875',
    colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
    borderRadius: 8,
    // Text shades of the preset tags too dark on their dark 1st shade.
    purple7: '#b37feb',
    geekblue7: '#85a5ff',
  },
  components: {
    Tabs: { itemSelectedColor: DARK_LINK, itemActiveColor: DARK_LINK, itemHoverColor: DARK_LINK },
    // The red that reads on the dark page is too light under white text: a solid danger button carries dark text.
    Button: { dangerColor: 'rgba(0, 0, 0, 0.88)' },
  },
};

export function themeConfig(mode: ThemeMode): ThemeConfig {
  return mode === 'dark' ? DARK : LIGHT;
}
