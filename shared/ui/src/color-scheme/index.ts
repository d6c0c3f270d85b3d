export * from './color-scheme';
export { setServerScheme, useColorScheme, type ColorSchemeState } from './use-color-scheme';
export { darkTheme, darkColors } from './dark-theme';
export { useChartColors, type ChartColors } from './chart-colors';
export { ColorSchemeSwitch } from './ColorSchemeSwitch';
