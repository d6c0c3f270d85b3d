import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { areaMessages } from '@portal/areas';
import { NO_HINTS, pageHints, routeScore, type HintRegistry } from './page-hints';
import { hostPages } from './host-pages';

const store = mkdtempSync(join(tmpdir(), 'page-hints-'));
const hostDir = join(store, 'host', 'H1');
mkdirSync(join(store, 'remotes', 'dns-cdn', '1.0.0'), { recursive: true });
mkdirSync(hostDir, { recursive: true });
writeFileSync(
  join(store, 'remotes', 'dns-cdn', '1.0.0', 'mf-manifest.json'),
  JSON.stringify({ exposes: [{ path: './App', assets: { js: { sync: ['2723.aa.js', '__federation_expose_App.bb.js'], async: ['9403.cc.js'] } } }] }),
);
writeFileSync(
  join(store, 'remotes', 'dns-cdn', '1.0.0', 'page-files.json'),
  JSON.stringify({
    pages: [
      { path: '/cdn/:projectId', files: ['2723.aa.js', '8286.list.js'] },
      { path: '/cdn/:projectId/add-zone', files: ['4223.add.js'] },
      { path: '/cdn/:projectId/:id/:tab?', files: ['2755.zone.js', '2755.zone.css'] },
      { path: '/cdn/:projectId/:id/evil', files: ['../../../etc/passwd', 'https://x.example/a.js'] },
    ],
  }),
);
writeFileSync(
  join(hostDir, 'shared-files.json'),
  JSON.stringify({ react: ['7923.r.js'], antd: ['1429.a.js', '829.b.js'], '@portal/ui': ['829.b.js', '4007.u.js'] }),
);
// The signed-in shell's chunk: its own files and a root file it shares (named once).
writeFileSync(join(hostDir, 'shell-files.json'), JSON.stringify(['4876.s.css', '4876.s.js', '829.b.js', '5525.t.js']));
writeFileSync(
  join(hostDir, 'index.html'),
  '<html><head><meta name="csp-nonce" content="__CSP_NONCE__"/><script defer src="/main.js"></script></head><body></body></html>',
);

const registry: HintRegistry = {
  remotes: {
    'dns-cdn': { entry: '/remotes/dns-cdn/1.0.0/remoteEntry.js', integrity: 'sha384-dns', manifest: '/remotes/dns-cdn/1.0.0/mf-manifest.json' },
    vpc: { entry: '/remotes/vpc/dev/remoteEntry.js', integrity: '' },
    storage: { entry: 'https://cdn.example/remotes/storage/2/remoteEntry.js', integrity: 'sha384-st' },
  },
};

const hrefs = (html: string) => [...html.matchAll(/<link ([^>]*)>/g)].map(([, attrs]) => attrs);

describe('page hints', () => {
  const hints = pageHints({ storeDir: store });

  it("a path an area owns names the registry, the area's live entry with its hash, its ./App files, the page's files, the host's roots and the signed-in shell's chunk", () => {
    expect(hrefs(hints.for('/cdn/1/1/dns-record', registry, hostDir).end)).toEqual([
      'rel="preload" as="fetch" crossorigin="anonymous" href="/mf/registry.json"',
      'rel="preload" as="script" crossorigin="anonymous" href="/remotes/dns-cdn/1.0.0/remoteEntry.js" integrity="sha384-dns"',
      'rel="preload" as="script" href="/remotes/dns-cdn/1.0.0/2723.aa.js"',
      'rel="preload" as="script" href="/remotes/dns-cdn/1.0.0/__federation_expose_App.bb.js"',
      'rel="preload" as="script" href="/remotes/dns-cdn/1.0.0/2755.zone.js"',
      'rel="preload" as="style" href="/remotes/dns-cdn/1.0.0/2755.zone.css"',
      'rel="preload" as="script" href="/1429.a.js"',
      'rel="preload" as="script" href="/829.b.js"',
      'rel="preload" as="script" href="/4007.u.js"',
      'rel="preload" as="style" href="/4876.s.css"',
      'rel="preload" as="script" href="/4876.s.js"',
      'rel="preload" as="script" href="/5525.t.js"',
    ]);
  });

  it('names the files of the route the router would choose: a named segment outranks a parameter, each file once', () => {
    const remoteFiles = (path: string) =>
      hrefs(hints.for(path, registry, hostDir).end).flatMap((attrs) => /href="\/remotes\/dns-cdn\/1\.0\.0\/([^"]+)"/.exec(attrs)?.[1] ?? []);
    expect(remoteFiles('/cdn/1')).toEqual(['remoteEntry.js', '2723.aa.js', '__federation_expose_App.bb.js', '8286.list.js']);
    expect(remoteFiles('/cdn/1/add-zone')).toEqual(['remoteEntry.js', '2723.aa.js', '__federation_expose_App.bb.js', '4223.add.js']);
    expect(remoteFiles('/cdn/1/7')).toContain('2755.zone.js');
    // A page the remote does not route, and listed names that are not files beside the entry.
    expect(remoteFiles('/cdn/1/7/dns-record/9')).toEqual(['remoteEntry.js', '2723.aa.js', '__federation_expose_App.bb.js']);
    expect(remoteFiles('/cdn/1/7/evil')).toEqual(['remoteEntry.js', '2723.aa.js', '__federation_expose_App.bb.js']);
  });

  it('ranks routes as the router does', () => {
    expect(routeScore('/cdn/:projectId', '/cdn/1')).toBe(13);
    expect(routeScore('/cdn/:projectId', '/cdn/1/2')).toBeNull();
    expect(routeScore('/cdn/:projectId/:id/:tab?', '/cdn/1/2')).toBe(16);
    expect(routeScore('/cdn/:projectId/:id/:tab?', '/cdn/1/2/overview')).toBe(19);
    expect(routeScore('/cdn/:projectId/add-zone', '/cdn/1/add-zone')).toBeGreaterThan(routeScore('/cdn/:projectId/:id/:tab?', '/cdn/1/add-zone')!);
    expect(routeScore('/block-storage/:projectId/:id/*', '/block-storage/1/2/snapshots/3')).toBe(14);
    expect(routeScore('/block-storage/:projectId/:id/*', '/block-storage/1')).toBeNull();
    expect(routeScore('/blog', '/blogger')).toBeNull();
  });

  it("names the shell's and the page's first API calls for the start script", () => {
    const meta = (path: string) => /<meta name="portal-early-calls" content="([^"]*)">/.exec(hints.for(path, registry, hostDir).start)?.[1]?.split(' ');
    expect(meta('/cdn/3/41/dns-record')).toEqual([
      '/api/my/project/list',
      '/api/my/account/profile/get',
      '/api/my/portal/notification/short-list',
      '/api/my/portal/website-alarm/list',
      '/api/my/dns-cdn/3/host/get/41',
      '/api/my/dns-cdn/3/host/41/dns-record/list',
    ]);
    expect(meta('/cdn/3/add-zone')).toEqual([
      '/api/my/project/list',
      '/api/my/account/profile/get',
      '/api/my/portal/notification/short-list',
      '/api/my/portal/website-alarm/list',
    ]);
  });

  it('names no remote file without its published hash or from another origin: those load as the loader asks', () => {
    for (const path of ['/vpc/1', '/storage/1']) {
      expect(hrefs(hints.for(path, registry, hostDir).end).filter((attrs) => attrs.includes('/remotes/'))).toEqual([]);
      expect(hints.for(path, registry, hostDir).end).toContain('href="/mf/registry.json"');
    }
    // A remote the registry does not name, or no registry at all.
    expect(hints.for('/key/1', { remotes: {} }, hostDir).end).not.toContain('/remotes/');
    expect(hints.for('/key/1', null, hostDir).end).toContain('href="/mf/registry.json"');
  });

  it("the login page, the public pages and the shell's own pages get no hints", () => {
    for (const path of ['/account/login', '/', '/portal/account', '/blog', '/blog/first-post', '/contact-us', '/vmx/1']) {
      expect(hints.for(path, registry, hostDir)).toEqual(NO_HINTS);
    }
  });

  it('the page carries the hints in its head and keeps its nonce', () => {
    const page = hostPages().render(join(hostDir, 'index.html'), 'N0NCE', '', hints.for('/cdn/1', registry, hostDir));
    const html = page.body.toString();
    expect(html).toContain('content="N0NCE"');
    expect(html.indexOf('href="/mf/registry.json"')).toBeGreaterThan(html.indexOf('src="/main.js"'));
    expect(html.indexOf('href="/mf/registry.json"')).toBeLessThan(html.indexOf('</head>'));
    // The calls are named first in the head: before the host's start script, which reads them, and any stylesheet.
    expect(html.indexOf('<head><meta name="portal-early-calls" content="/api/my/project/list ')).toBe(html.indexOf('<head>'));
    expect(hostPages().render(join(hostDir, 'index.html'), 'N0NCE', '').body.toString()).not.toContain('<link');
  });

  describe("the shell's frame", () => {
    const framedHost = join(store, 'host', 'H2');
    mkdirSync(framedHost, { recursive: true });
    for (const file of ['shared-files.json', 'shell-files.json']) writeFileSync(join(framedHost, file), '[]');
    writeFileSync(join(framedHost, 'index.html'), '<html><head></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>');
    writeFileSync(
      join(framedHost, 'shell-frame.html'),
      '<style nonce="__CSP_NONCE__">.pf{}</style><div class="pf"><div class="pf-item" data-key="/">dashboard</div><!--portal:sidebar--></div>',
    );
    const render = (path: string, reg: HintRegistry | null = registry) =>
      hostPages()
        .render(join(framedHost, 'index.html'), 'N0NCE', '', hints.for(path, reg, framedHost))
        .body.toString();
    const items = (html: string) =>
      [...html.matchAll(/<div class="pf-item" data-key="([^"]+)"( data-active)?>([^<]*)<\/div>/g)].map(
        ([, key, active, label]) => `${key}${active ? '*' : ''} ${label}`,
      );

    it("a page at an area's path paints the frame in its root, the registered areas in the sidebar and the path's section lit, its stylesheet with the answer's nonce", () => {
      const html = render('/cdn/1/1/dns-record');
      expect(html).toContain('<div id="root"><style nonce="N0NCE">.pf{}</style><div class="pf">');
      expect(items(html)).toEqual([
        '/ dashboard',
        `/storage ${areaMessages.cloudStorage}`,
        `/cdn* ${areaMessages.zoneManagement}`,
        `/domain ${areaMessages.registeredDomains}`,
        `/web-host ${areaMessages.webHost}`,
        `/vpc ${areaMessages.vpc}`,
      ]);
      expect(html).not.toContain(areaMessages.virtualServers);
    });

    it("no registry readable: the frame lists no area, as the sidebar does while the registry loads; off the areas' paths and without a template, no frame", () => {
      expect(items(render('/cdn/1', null))).toEqual(['/ dashboard']);
      for (const path of ['/', '/account/login', '/blog']) expect(render(path)).toContain('<div id="root"></div>');
      const plain = hostPages()
        .render(join(hostDir, 'index.html'), 'N0NCE', '', hints.for('/cdn/1', registry, hostDir))
        .body.toString();
      expect(plain).not.toContain('pf-item');
    });
  });
});
