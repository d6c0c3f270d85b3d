/**
 * The portal's antd theme: right-to-left, primary blue, error red,
 * success green, warning orange, font "dana" then self-hosted Vazirmatn, and the
 * breakpoints xs 0 / sm 600 / md 900 / lg 1200 / xl 1344.
 */
import type { ThemeConfig } from 'antd/es/config-provider/context';

export const colors = {
  primary: '#1565c0',
  error: '#d32f2f',
  success: '#2e7d32',
  warning: '#ed6c02',
  info: '#0288d1',
} as const;

/** The portal's breakpoints in px (min-width of each band). */
export const breakpoints = {
  xs: 0,
  sm: 600,
  md: 900,
  lg: 1200,
  xl: 1344,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** `(min-width: 900px)` etc., for CSS-in-JS and `window.matchMedia`. */
export const mediaUp = (bp: Breakpoint): string => `(min-width: ${breakpoints[bp]}px)`;

export const fontFamily = "dana, Vazirmatn, Tahoma, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** antd's xxl/xxxl bands are kept above our xl (antd requires ascending, contiguous bands). */
const XXL = 1600;
const XXXL = 1920;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: colors.primary,
    colorInfo: colors.info,
    colorError: colors.error,
    colorSuccess: colors.success,
    colorWarning: colors.warning,
    colorLink: colors.primary,
    // antd lightens the primary for hover (#3782cc): white on it, and it as link text on white,
    // are 4.0:1. A hover a shade lighter than the primary keeps 5:1 (axe scans with the pointer
    // still over the button just clicked).
    colorPrimaryHover: '#1e6fc8',
    colorLinkHover: '#1e6fc8',
    fontFamily,
    fontSize: 14,
    borderRadius: 8,
    borderRadiusSM: 4,
    borderRadiusLG: 12,
    controlHeight: 36,
    // Text greys dark enough for WCAG AA (4.5:1) on white and on the page's #f5f7fa (antd's
    // defaults, 0.45 and 0.25 black, give #8c8c8c at 3.4:1 and #bfbfbf at 1.8:1). Alpha, not a
    // fixed grey, so the ratio holds on tinted backgrounds too.
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    colorTextDisabled: 'rgba(0, 0, 0, 0.58)',
    colorTextQuaternary: 'rgba(0, 0, 0, 0.58)',
    colorIcon: 'rgba(0, 0, 0, 0.62)',
    // Status backgrounds: antd derives them from the seed colours, and for our dark green that
    // gives a grey-green (#b3bdb1) under which the success tag's text is 2.6:1.
    colorSuccessBg: '#edf7ed',
    colorSuccessBorder: '#a5d6a7',
    colorErrorBg: '#fef4f4',
    colorErrorBorder: '#f5b7b1',
    colorInfoBg: '#eaf6fc',
    colorInfoBorder: '#81d4fa',
    colorWarningBg: '#fff5e6',
    colorWarningBorder: '#ffcc80',
    // Preset tag colours write their text in shade 7 on shade 1; these shades are too light for
    // 4.5:1, so the text takes a darker shade of the same hue.
    gold: '#ad6800',
    gold7: '#874d00',
    green7: '#237804',
    orange7: '#ad4e00',
    cyan7: '#006d75',
    lime7: '#3f6600',
    volcano7: '#ad2102',
    yellow7: '#876800',
    screenXS: breakpoints.xs,
    screenXSMin: breakpoints.xs,
    screenXSMax: breakpoints.sm - 1,
    screenSM: breakpoints.sm,
    screenSMMin: breakpoints.sm,
    screenSMMax: breakpoints.md - 1,
    screenMD: breakpoints.md,
    screenMDMin: breakpoints.md,
    screenMDMax: breakpoints.lg - 1,
    screenLG: breakpoints.lg,
    screenLGMin: breakpoints.lg,
    screenLGMax: breakpoints.xl - 1,
    screenXL: breakpoints.xl,
    screenXLMin: breakpoints.xl,
    screenXLMax: XXL - 1,
    screenXXL: XXL,
    screenXXLMin: XXL,
    screenXXLMax: XXXL - 1,
    screenXXXL: XXXL,
    screenXXXLMin: XXXL,
  },
  components: {
    Layout: { siderBg: '#ffffff', headerBg: '#ffffff', bodyBg: '#f5f7fa' },
    Table: { headerBg: '#f5f7fa' },
    // A status tag writes its text in the status colour on the status background: the theme's
    // orange (2.9:1) and info blue (3.9:1) are too light there, so tags take darker shades of the
    // same hues (the seed colours stay for icons, borders and alerts).
    Tag: { colorWarning: '#a14d00', colorInfo: '#01579b' },
  },
};

export default theme;
