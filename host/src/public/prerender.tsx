// Build-time render of the login page (see host/prerender.mjs): the markup and antd's styles go
// into login.html so the page paints before any script runs; the client then hydrates it. Of
// antd's styles the page keeps only what its own markup can use (critical-css.ts).
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { criticalStyleElements } from './critical-css';
import { PublicApp } from './PublicApp';

export function renderLoginPage(): { html: string; css: string } {
  const cache = createCache();
  const html = renderToString(
    <StyleProvider cache={cache}>
      <PublicApp />
    </StyleProvider>,
  );
  return { html, css: criticalStyleElements(extractStyle(cache), html) };
}
