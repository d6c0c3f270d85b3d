/**
 * The portal's antd theme in dark: antd's dark algorithm with the light theme's shape (font,
 * radii, sizes, breakpoints) and colours of its own, chosen for WCAG AA on antd's dark surfaces
 * (#141414 containers, #1f1f1f popups; dark-theme.test.ts measures them).
 */
import type { ThemeConfig } from 'antd/es/config-provider/context';
import antdTheme from 'antd/es/theme';
import { theme } from '../theme';

/** Page-level colours of the dark scheme that antd's tokens and the page's CSS share. */
export const darkColors = {
  primary: '#5ea3ec',
  /** Text on a solid primary, error or success fill: light fills take dark text, as in Material's dark theme. */
  onSolid: '#0a1422',
  link: '#7ab8f5',
  error: '#f47067',
  success: '#57ab5a',
  warning: '#e0823d',
  info: '#4fb4e8',
  body: '#101318',
  container: '#141414',
  tableHeader: '#1d2026',
} as const;

const isColour = (value: unknown) => typeof value === 'string' && /^(#|rgba?\()/.test(value);

/** The light theme's tokens that are not colours (its colours are tuned for white). */
const shape = Object.fromEntries(Object.entries(theme.token ?? {}).filter(([, value]) => !isColour(value)));

export const darkTheme: ThemeConfig = {
  algorithm: antdTheme.darkAlgorithm,
  token: {
    ...shape,
    colorPrimary: darkColors.primary,
    colorPrimaryHover: '#7ab8f5',
    // antd darkens the pressed shades (#4471a0, #567fa6: 3.6:1 and 4.4:1 on #141414), and a tab or
    // link passes through them while it is clicked: pressed keeps the resting colour instead.
    colorPrimaryActive: darkColors.primary,
    colorLink: darkColors.link,
    colorLinkHover: '#9ccaf8',
    colorLinkActive: darkColors.link,
    // antd derives the primary's text shade from the dark palette (#538ecc): 3.1:1 on the selected
    // menu item's fill. Text in the primary's hue takes the link's lighter shade.
    colorPrimaryText: darkColors.link,
    colorPrimaryTextHover: '#9ccaf8',
    colorPrimaryTextActive: darkColors.link,
    // The primary's tint (selected menu item, a staff reply's bubble) a shade deeper than antd's
    // #2a3f55, under which a link's blue was 3.9:1.
    colorPrimaryBg: '#16263a',
    colorInfo: darkColors.info,
    colorError: darkColors.error,
    colorSuccess: darkColors.success,
    colorWarning: darkColors.warning,
    colorTextLightSolid: darkColors.onSolid,
    // antd's dark tertiary and quaternary texts (0.45 and 0.25 white) are 4.1:1 and 1.9:1 on #141414.
    colorTextSecondary: 'rgba(255, 255, 255, 0.7)',
    colorTextTertiary: 'rgba(255, 255, 255, 0.62)',
    colorTextDescription: 'rgba(255, 255, 255, 0.62)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.6)',
    colorTextDisabled: 'rgba(255, 255, 255, 0.58)',
    colorTextQuaternary: 'rgba(255, 255, 255, 0.58)',
    colorIcon: 'rgba(255, 255, 255, 0.7)',
  },
  components: {
    Layout: { siderBg: darkColors.container, headerBg: darkColors.container, bodyBg: darkColors.body },
    Table: { headerBg: darkColors.tableHeader },
    Menu: { itemSelectedColor: darkColors.link },
    Tabs: { itemColor: 'rgba(255, 255, 255, 0.85)', itemSelectedColor: darkColors.link, itemHoverColor: '#9ccaf8', itemActiveColor: darkColors.link },
    // A tooltip's fill stays dark grey: its text stays white.
    Tooltip: { colorTextLightSolid: '#ffffff' },
  },
};

export default darkTheme;
