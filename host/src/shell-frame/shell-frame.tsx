// The signed-in shell's frame as plain markup: what a page opened at an area's path paints before
// any script has run (the gateway writes it into the page: deploy/gateway/src/shell-frame.ts). The
// sidebar at the layout's width from the theme's `lg`, the top bar at its height with its icons, and the
// content's title and a table card as grey bars, in the page's colour scheme (its CSS variables)
// and direction. The app's first render replaces it (bootstrap.tsx); it is new markup, so the
// swap is no layout shift. aria-hidden: it names nothing a screen reader could use and holds
// nothing to focus. Shown only under <html data-session> (set by the page's head script when a
// session is stored): signed out, the same page shows the login form instead.
import { renderToStaticMarkup } from 'react-dom/server';
import { BellOutlined, MenuOutlined, SearchOutlined, UserOutlined } from '@ant-design/icons';
import { SHELL_FRAME_SIDEBAR_SLOT } from '@portal/areas';
import { SESSION_ATTRIBUTE } from '@portal/session/src/storage-keys';
import { breakpoints } from '@portal/ui/theme';
import { hostMessages } from '../messages';
import { SIDEBAR_WIDTH } from '../layout/sidebar-items';

/** The theme's `lg` and `md` (the layout's own): the sidebar is permanent from `lg`, the content's padding wider from `md`. */
const LG = breakpoints.lg;
const MD = breakpoints.md;
const ROWS = 6;

const css = `
.pf{display:none}
html[${SESSION_ATTRIBUTE}] .pf{display:flex;min-height:100vh}
.pf-side{display:none}
@media (min-width:${LG}px){.pf-side{display:flex;flex-direction:column;width:${SIDEBAR_WIDTH}px;flex:none;background:var(--portal-surface);border-inline-end:1px solid var(--portal-border);font-size:14px}.pf-menu-button{display:none}}
.pf-brand{padding:20px 20px 0;font-weight:700;font-size:16px;color:var(--portal-accent);line-height:1.5}
.pf-user{margin:6px 20px 14px;height:14px;width:96px;align-self:start}
.pf-group{padding:14px 24px 6px;color:var(--portal-text-muted);font-size:14px;line-height:1.5}
.pf-item{margin:4px;padding:0 24px;height:41px;line-height:41px;border-radius:8px;color:var(--portal-text);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.pf-item[data-active]{background:var(--portal-glow);color:var(--portal-accent)}
.pf-main{flex:1;min-width:0;display:flex;flex-direction:column}
.pf-top{display:flex;align-items:center;gap:8px;min-height:64px;padding:0 16px;background:var(--portal-surface);box-sizing:border-box}
.pf-icons{display:flex;gap:20px;margin-inline-start:auto;padding-inline-end:6px}
.pf svg{width:20px;height:20px;fill:var(--portal-text-muted);display:block}
.pf-menu-button{padding:6px}
.pf-bar{display:block;background:var(--portal-border);border-radius:4px}
.pf-project{height:32px;width:160px;border-radius:8px}
.pf-content{padding:12px}
@media (min-width:${MD}px){.pf-content{padding:24px}}
.pf-title{height:32px;width:160px;margin:4px 0 16px}.pf-tools{height:40px;width:260px;max-width:100%;margin-bottom:16px;border-radius:8px}
.pf-card{background:var(--portal-surface);border:1px solid var(--portal-border);border-radius:8px;overflow:hidden}
.pf-row{height:60px;border-top:1px solid var(--portal-border);display:flex;align-items:center;gap:16px;padding:0 16px}
.pf-row:first-child{border-top:0;height:56px}
.pf-row .pf-bar{height:12px;flex:1;max-width:140px}
`.replace(/\n/g, '');

const icon = (element: React.ReactElement) => renderToStaticMarkup(element).replace(/<span[^>]*>|<\/span>/g, '');

/** The frame's markup (its stylesheet first, with the answer's nonce), the sidebar's area groups left to the gateway. */
export function shellFrameTemplate(nonce: string): string {
  const cells = '<span class="pf-bar"></span>'.repeat(4);
  const rows = `<div class="pf-row">${cells}</div>`.repeat(ROWS);
  return [
    `<style nonce="${nonce}">${css}</style>`,
    '<div class="pf" aria-hidden="true" data-shell-frame>',
    `<div class="pf-side"><div class="pf-brand">${hostMessages.brand}</div><span class="pf-bar pf-user"></span>`,
    `<div class="pf-item" data-key="/">${hostMessages.layout.dashboard}</div>${SHELL_FRAME_SIDEBAR_SLOT}</div>`,
    '<div class="pf-main"><div class="pf-top">',
    `<span class="pf-menu-button">${icon(<MenuOutlined />)}</span><span class="pf-bar pf-project"></span>`,
    `<span class="pf-icons">${[<SearchOutlined key="s" />, <BellOutlined key="b" />, <UserOutlined key="u" />].map(icon).join('')}</span>`,
    '</div><div class="pf-content"><span class="pf-bar pf-title"></span><span class="pf-bar pf-tools"></span>',
    `<div class="pf-card">${rows}</div></div></div></div>`,
  ].join('');
}
