// The site alarms' styles, put in the head by the first to show an alarm (the page's inline script
// before the first paint); in the page's colour scheme (its CSS variables, index.html) and
// direction. A warning banner as antd's Alert draws one, its close button a 24 px target.
export const ISLAND_CSS_ATTRIBUTE = 'data-site-alarms-css';

export const ISLAND_CSS = [
  '#site-alarms .sa{display:grid;gap:8px;padding:8px 16px 0}',
  '#site-alarms .sa-item{display:flex;align-items:flex-start;gap:8px;padding:8px 12px;border:1px solid var(--portal-warn-border);border-radius:8px;background:var(--portal-warn-bg);color:var(--portal-text);font-size:14px;line-height:1.5714}',
  '#site-alarms .sa-icon{flex:none;width:16px;height:16px;margin-top:3px;border-radius:50%;background:var(--portal-warn-icon);color:#fff;font-size:12px;font-weight:700;line-height:16px;text-align:center}',
  '#site-alarms .sa-text{flex:1;min-width:0;overflow-wrap:anywhere}',
  '#site-alarms .sa-text a{color:var(--portal-accent)}',
  '#site-alarms .sa-close{flex:none;width:24px;height:24px;margin:-1px 0;padding:0;border:0;border-radius:4px;background:none;color:var(--portal-text-muted);font:inherit;font-size:18px;line-height:24px;cursor:pointer}',
  '#site-alarms .sa-close:hover{background:var(--portal-border)}',
  '#site-alarms .sa-close:focus-visible,#site-alarms .sa-text a:focus-visible{outline:2px solid var(--portal-accent);outline-offset:1px}',
].join('');
