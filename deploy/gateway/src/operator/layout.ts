import { esc } from './html';

// One style element carrying the response's CSP nonce, no script. Every link and button is at least
// 24 px high (WCAG 2.2 target size) and shows a visible focus ring.
const STYLE = `
body{font-family:Vazirmatn,Tahoma,system-ui,sans-serif;margin:0;color:#1a1a1a;background:#f6f7f9;line-height:1.6}
header,main{max-width:72rem;margin:0 auto;padding:1rem}
header{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;justify-content:space-between}
h1{font-size:1.4rem;margin:0}
h2{font-size:1.2rem;margin:0 0 .5rem}
h3{font-size:1rem;margin:1rem 0 .5rem}
section.remote{background:#fff;border:1px solid #d0d4da;border-radius:8px;padding:1rem;margin:0 0 1rem}
a,button{display:inline-block;min-height:24px;min-width:24px;padding:.25rem .75rem;font:inherit;border-radius:4px}
a{color:#0b4fa3}
button{background:#0b4fa3;color:#fff;border:1px solid #0b4fa3;cursor:pointer}
a:focus-visible,button:focus-visible,input:focus-visible,[tabindex]:focus-visible{outline:3px solid #b45309;outline-offset:2px}
form.inline{display:inline}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}
dt{font-weight:bold}dd{margin:0}
.scroll{overflow-x:auto;max-width:100%}
table{border-collapse:collapse;margin:.5rem 0;font-size:.9rem}
th,td{border:1px solid #d0d4da;padding:.25rem .5rem;text-align:start}
caption{text-align:start;font-weight:bold;padding:.25rem 0}
.note{color:#4a4f57}
.charts{display:flex;flex-wrap:wrap;gap:1rem}
figure{margin:0}
figcaption{font-size:.9rem;color:#3b4048}
svg{max-width:100%;height:auto;background:#fff}
ul.legend{list-style:none;padding:0;margin:.25rem 0;display:flex;flex-wrap:wrap;gap:1rem}
label{display:block;font-weight:bold;margin:.5rem 0 .25rem}
input{font:inherit;padding:.35rem .5rem;min-height:24px;border:1px solid #6b7280;border-radius:4px;min-width:16rem}
.alert{color:#a4161a;font-weight:bold}
`;

export function layout(title: string, nonce: string, body: string): string {
  return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)}</title><style nonce="${esc(nonce)}">${STYLE}</style></head><body>${body}</body></html>`;
}
