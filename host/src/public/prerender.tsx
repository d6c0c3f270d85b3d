// Build-time render of the login page (see host/prerender.mjs): the markup and antd's styles go
// into login.html so the page paints before any script runs; the client then hydrates it. Of
// antd's styles the page keeps only what its own markup can use (critical-css.ts). The page is
// rendered in both colour schemes: the dark render's differences (antd's theme variables) are
// kept under <html data-theme="dark">, which the page's head script sets before the first paint.
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { setServerScheme, type ColorScheme } from '@portal/ui/color-scheme';
import { criticalStyleElements, schemeOverrides } from './critical-css';
import { PublicApp } from './PublicApp';

export const DARK_SCOPE = 'html[data-theme="dark"]';

function render(scheme: ColorScheme): { html: string; styles: string } {
  setServerScheme(scheme);
  const cache = createCache();
  const html = renderToString(
    <StyleProvider cache={cache}>
      <PublicApp />
    </StyleProvider>,
  );
  return { html, styles: extractStyle(cache) };
}

export function renderLoginPage(): { html: string; css: string } {
  const dark = render('dark');
  // Light last: hydration starts from the server's scheme, which the module is left at.
  const light = render('light');
  if (dark.html !== light.html) throw new Error('prerender: the login markup differs between the schemes; only styles may');
  const overrides = schemeOverrides(light.styles, dark.styles, light.html, DARK_SCOPE);
  return { html: light.html, css: `${criticalStyleElements(light.styles, light.html)}<style data-scheme="dark">${overrides}</style>` };
}

// The signed-in shell's frame, built in the same bundle (host/prerender.mjs writes dist/shell-frame.html).
export { shellFrameTemplate } from '../shell-frame/shell-frame';
export { publicAreaPrefixes } from './public-areas';
// antd's styles for a signed-in page's first render (host/prerender.mjs writes them to a file).
export { renderFirstStyles } from '../first-styles/first-styles';
