import type { ReactNode } from 'react';
import { hostMessages } from '../messages';

// Plain markup instead of antd Card/Layout keeps the login page small and paints fast. Its colours
// are the page's variables (host/src/index.html), light or dark by <html data-theme>.
export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <main className="auth-page">
      <style>{css}</style>
      <div className="auth-brand" aria-hidden="true">
        {hostMessages.brand}
      </div>
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {children}
        {footer && <div className="auth-footer">{footer}</div>}
      </section>
    </main>
  );
}

const css = `
.auth-page{min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:24px 16px;box-sizing:border-box;background:linear-gradient(160deg,var(--portal-glow) 0%,var(--portal-bg) 60%)}
.auth-brand{font-size:22px;font-weight:700;color:var(--portal-accent);margin-bottom:16px}
.auth-card{width:100%;max-width:400px;background:var(--portal-surface);border-radius:12px;box-shadow:0 6px 24px var(--portal-shadow);padding:28px 24px;box-sizing:border-box}
.auth-card h1{font-size:20px;margin:0 0 20px;color:var(--portal-text)}
.auth-card p{color:var(--portal-text-muted);line-height:1.8;margin:0 0 16px}
.auth-footer{display:flex;flex-direction:column;gap:8px;margin-top:8px;text-align:center}
.auth-footer a{color:var(--portal-accent);text-decoration:none}
.auth-card .auth-notice{background:var(--portal-notice-bg);color:var(--portal-notice-text);border:1px solid var(--portal-notice-border);border-radius:8px;padding:10px 12px;line-height:1.8;margin:0 0 16px}
.auth-external{display:flex;flex-direction:column;gap:8px;margin-top:16px}
.auth-or{display:flex;align-items:center;gap:8px;color:var(--portal-text-muted);font-size:13px}
.auth-or::before,.auth-or::after{content:"";flex:1;border-top:1px solid var(--portal-border)}
.auth-provider{font:inherit;font-size:15px;height:40px;border-radius:8px;border:1px solid var(--portal-border-strong);background:var(--portal-surface);color:var(--portal-text);cursor:pointer}
.auth-provider:hover{border-color:var(--portal-accent);color:var(--portal-accent)}
.auth-provider:focus-visible{outline:2px solid var(--portal-accent);outline-offset:2px}
.auth-provider:disabled{cursor:wait;opacity:.7}
.auth-captcha{display:flex;gap:8px;align-items:center}
.auth-captcha img{height:40px;border-radius:6px;border:1px solid var(--portal-border);background:var(--portal-bg)}
`;
