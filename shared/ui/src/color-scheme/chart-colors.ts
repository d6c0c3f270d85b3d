import antdTheme from 'antd/es/theme';

/**
 * The colours of the portal's charts and diagrams, from the theme in force (light or dark): lines
 * and fills stay visible on the page's surface and labels keep AA contrast in both schemes.
 */
export function useChartColors() {
  const { token } = antdTheme.useToken();
  return {
    /** Series colours, in the order charts take them. */
    series: {
      primary: token.colorPrimary,
      purple: token.purple6,
      success: token.colorSuccess,
      warning: token.colorWarning,
      info: token.colorInfo,
      error: token.colorError,
    },
    grid: token.colorBorderSecondary,
    /** Lines that carry meaning (a diagram's links): 3:1 against the surface, as WCAG asks of graphics. */
    axis: token.colorTextQuaternary,
    label: token.colorTextSecondary,
    text: token.colorText,
    surface: token.colorBgContainer,
    /** Tinted node fills of a diagram (a light tint in light, a deep one in dark). */
    tints: {
      primary: token.colorPrimaryBg,
      success: token.colorSuccessBg,
      warning: token.colorWarningBg,
      purple: token.purple1,
      info: token.colorInfoBg,
    },
  };
}

export type ChartColors = ReturnType<typeof useChartColors>;
