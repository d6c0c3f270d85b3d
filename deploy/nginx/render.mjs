#!/usr/bin/env node
// Renders nginx.conf.template with the gateway's own cache rules and security headers (compiled
// from deploy/gateway/src), so the two servers cannot drift apart.
//   node deploy/nginx/render.mjs --store <dir|s3://bucket/prefix> --api 127.0.0.1:8080 --listen 0.0.0.0:80 --prefix /var/lib/portal-nginx [--origins https://cdn.example] [--trusted-proxies 203.0.113.0/24] [--foreground] > nginx.conf
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

async function gatewayRules() {
  const { buildSync } = await import('esbuild');
  const load = (file) => {
    const { outputFiles } = buildSync({
      entryPoints: [join(here, '../gateway/src', file)],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      write: false,
      logLevel: 'error',
    });
    const module = { exports: {} };
    new Function('module', 'exports', 'require', outputFiles[0].text)(module, module.exports, createRequire(import.meta.url));
    return module.exports;
  };
  return { ...load('cache-rules.ts'), ...load('security-headers.ts') };
}

/**
 * `real_ip` from the proxies in front (CDN edges, a load balancer): nginx takes the client from
 * their X-Forwarded-For, the last address not among them (real_ip_recursive).
 */
function realIp(proxies) {
  if (!proxies.length) return '  # No trusted proxy in front: $remote_addr is the client.';
  return [...proxies.map((p) => `  set_real_ip_from ${p};`), '  real_ip_header X-Forwarded-For;', '  real_ip_recursive on;'].join('\n');
}

/** @param {{store: string, api: string, listen: string, prefix: string, origins?: string[], trustedProxies?: string[], foreground?: boolean}} o */
export async function renderNginxConf(o) {
  const rules = await gatewayRules();
  const headers = [
    // nginx's per-request id is the nonce of each answer (sub_filter writes it into the page).
    ...Object.entries(rules.securityHeaders(o.origins ?? [], '$request_id')).map(([k, v]) => `add_header ${k} "${v.replace(/"/g, '\\"')}" always;`),
    // An empty value (plain HTTP) sends no header at all.
    'add_header Strict-Transport-Security $portal_hsts always;',
  ];
  const bucket = /^s3:\/\//i.test(o.store);
  const values = {
    STORE: bucket ? o.store : resolve(o.store),
    REAL_IP: realIp(o.trustedProxies ?? []),
    API: o.api,
    LISTEN: o.listen,
    PREFIX: resolve(o.prefix),
    DAEMON: o.foreground ? 'off' : 'on',
    IMMUTABLE: rules.IMMUTABLE,
    NO_STORE: rules.NO_STORE,
    REVALIDATE: rules.REVALIDATE,
    NONCE_PLACEHOLDER: rules.NONCE_PLACEHOLDER,
    SECURITY_HEADERS: headers.map((h) => `    ${h}`).join('\n'),
    SECURITY_HEADERS_INDENTED: headers.map((h) => `      ${h}`).join('\n'),
  };
  // A bucket store: the gateways read it (registry revalidated, files read through), nginx fronts them.
  const template = bucket ? 'nginx-gateway.conf.template' : 'nginx.conf.template';
  return readFileSync(join(here, template), 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_, key) => {
    if (!(key in values)) throw new Error(`${template}: no value for {{${key}}}`);
    return values[key];
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const opt = (name) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const list = (name) => (opt(name) ?? '').split(',').filter(Boolean);
  const o = {
    store: opt('store'),
    api: opt('api'),
    listen: opt('listen'),
    prefix: opt('prefix'),
    origins: list('origins'),
    trustedProxies: list('trusted-proxies'),
    foreground: args.includes('--foreground'),
  };
  const missing = ['store', 'api', 'listen', 'prefix'].filter((k) => !o[k]);
  if (missing.length) {
    console.error(
      `usage: node deploy/nginx/render.mjs --store <dir|s3://bucket/prefix> --api <host:port> --listen <addr:port> --prefix <dir> [--origins a,b] [--trusted-proxies cidr,cidr] [--foreground]\nmissing: ${missing.map((m) => `--${m}`).join(', ')}`,
    );
    process.exit(2);
  }
  process.stdout.write(await renderNginxConf(o));
}
