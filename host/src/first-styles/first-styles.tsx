// Build-time: antd's styles for what a signed-in page's first render mounts, as one stylesheet
// (host/prerender.mjs writes it to dist; apply-first-styles.ts applies it before that render).
// The sheet ends with antd's own record of the styles it holds (`.data-ant-cssinjs-cache-path`),
// which antd's runtime reads once, at its first style, and then neither generates nor inserts
// those: that work was about a third of the first render's long task at 4× CPU.
// antd's theme reaches its component styles as CSS variables, so both colour schemes share one
// sheet; the render proves it, and the runtime still writes each scheme's variables.
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { AppProviders } from '@portal/ui/providers';
import { setServerScheme, type ColorScheme } from '@portal/ui/color-scheme';
import { FirstRenderSpecimens } from './specimens';

function componentStyles(scheme: ColorScheme): string {
  setServerScheme(scheme);
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <AppProviders>
        <FirstRenderSpecimens />
      </AppProviders>
    </StyleProvider>,
  );
  // Only the components' rules: the theme's variables differ by scheme and stay the runtime's.
  return extractStyle(cache, { types: 'style', plain: true });
}

export function renderFirstStyles(): string {
  const dark = componentStyles('dark');
  const light = componentStyles('light');
  if (dark !== light) throw new Error('first styles: antd wrote different component rules for the two colour schemes');
  return light;
}
