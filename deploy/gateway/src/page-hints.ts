import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { areaOwning, earlyCallsAt, isUnder, SHELL_FRAME_FILE } from '@portal/areas';
import { fileTexts } from './file-texts';
import { frameMarkup } from './shell-frame';

/**
 * What a host page opened at a path will fetch first, named in the page so the browser fetches it
 * while it parses the page instead of once the app's scripts have run and asked (a reload, a
 * bookmark or a link into an area). The host starts the same loads itself (host/src/early-start);
 * these only move their start to the page's. Every file named here is one the page loads through
 * its usual path, with the same request mode, so the browser's preload is what it uses:
 * - the registry (`fetch()` with `crossorigin=anonymous`, as the host's loadRegistry asks);
 * - the live version of the remote owning the path: its entry with the registry's integrity hash,
 *   the files of its `./App` from its manifest, and the files of the page the path shows (the
 *   build's `page-files.json`, shared/build/src/page-files-plugin.js), each in the request mode its
 *   loader uses. A browser given the canary loads the canary's files; the hint is then unused,
 *   never wrong (the loader checks what it runs);
 * - the host's antd and @portal/ui roots (shared-files.json), which run before any remote's code;
 * - the signed-in shell's chunk (shell-files.json, shared/build's ShellFilesPlugin), which the
 *   bootstrap asks for only once it has run. webpack's prefetch of it (for the login page) skips a
 *   preloaded file, so with the hint it is fetched once.
 * Only files of the page's own origin are named (a CDN origin's files are fetched as asked).
 *
 * And the shell's and the page's first API calls, as @portal/areas declares them (`earlyCallsAt`):
 * named in a meta element that the page's inline start script reads to make them with the stored
 * session before any script file has arrived (shared/api/src/early-calls.ts). A page opened signed
 * out makes none.
 */

/** The registry's fields read here (the store's registry.json, as served). */
export interface HintRegistry {
  remotes: Partial<Record<string, { entry: string; integrity?: string; manifest?: string }>>;
}

/** The build's `page-files.json`: each page route of the remote's `./App`, with the files its page loads. */
interface PageFiles {
  pages?: Array<{ path?: string; files?: string[] }>;
}

interface Manifest {
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] } } }>;
}

/** The shared packages whose host copy loads before any remote (host-shared-roots.ts HOST_FIRST_SHARED). */
const HOST_FIRST_SHARED = ['antd', '@portal/ui'];
export const REGISTRY_PATH = '/mf/registry.json';

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const sameOrigin = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * A script as its loader asks for it: a remote's entry with `crossorigin=anonymous` and its hash
 * (load-remote-app.ts), a chunk of the page's origin plainly (webpack sets `crossorigin` only on
 * another origin's chunks). A preload in another mode is fetched twice.
 */
const entryScript = (href: string, integrity: string) =>
  `<link rel="preload" as="script" crossorigin="anonymous" href="${escape(href)}" integrity="${escape(integrity)}">`;
const chunkScript = (href: string) => `<link rel="preload" as="script" href="${escape(href)}">`;
/** A chunk's stylesheet, which webpack adds as a plain `<link rel="stylesheet">` of the page's origin. */
const chunkStyle = (href: string) => `<link rel="preload" as="style" href="${escape(href)}">`;
const chunkFile = (href: string) => (href.endsWith('.css') ? chunkStyle(href) : chunkScript(href));
/**
 * The preloads wait in a template the host's start script moves into the head once the frame has
 * painted (host/src/shell-frame/start-after-paint.ts): a request the page makes before its first
 * paint is one Lighthouse's simulation puts in front of that paint, and these are the page's
 * whole first load.
 */
export const AFTER_PAINT = 'data-after-paint';
/** The meta element @portal/api early-calls.ts reads (its EARLY_CALLS_META). */
export const EARLY_CALLS_META = 'portal-early-calls';

/** Markup for the start and the end of a host page's head and for its root element (host-pages.ts writes it in). */
export interface PageHintMarkup {
  start: string;
  end: string;
  /** What the page paints before any script has run: the shell's frame (shell-frame.ts), or nothing. */
  root: string;
}
export const NO_HINTS: PageHintMarkup = { start: '', end: '', root: '' };

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * How well the route `pattern` (`/cdn/:projectId/:id/:tab?`, `/block-storage/:projectId/:id/*`)
 * matches `pathname`, as the router ranks its routes (a named segment outranks a parameter, which
 * outranks the rest `*`); null when it does not match.
 */
export function routeScore(pattern: string, pathname: string): number | null {
  const have = segmentsOf(pathname);
  const all = segmentsOf(pattern);
  const rest = all.at(-1) === '*';
  const want = rest ? all.slice(0, -1) : all;
  const required = want.filter((part) => !part.endsWith('?')).length;
  if (have.length < required || (!rest && have.length > want.length)) return null;
  let score = rest ? -2 : 0;
  for (const [i, part] of want.entries()) {
    const value = have[i];
    if (value === undefined) break; // the optional parameters left out
    if (!part.startsWith(':')) {
      if (part !== value) return null;
      score += 10;
    } else score += 3;
  }
  return score;
}

/** JSON files read once per file version (manifests are immutable; shared-files.json changes with the host). */
function jsonFiles() {
  const cache = new Map<string, { mtimeMs: number; value: unknown }>();
  return (file: string): unknown => {
    try {
      const { mtimeMs } = statSync(file);
      const cached = cache.get(file);
      if (cached?.mtimeMs === mtimeMs) return cached.value;
      const value = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      cache.set(file, { mtimeMs, value });
      return value;
    } catch {
      return null;
    }
  };
}

export interface PageHintsOptions {
  /** The store the registry's `/remotes/...` URLs are served from. */
  storeDir: string;
}

export function pageHints({ storeDir }: PageHintsOptions) {
  const readJson = jsonFiles();
  const readText = fileTexts();

  /** The files of the remote's `./App` (its manifest, beside the entry), as URLs beside the entry. */
  const appFiles = (entry: string): string[] => {
    const dir = entry.slice(0, entry.lastIndexOf('/') + 1);
    if (!dir.startsWith('/remotes/')) return [];
    const manifest = readJson(join(storeDir, dir, 'mf-manifest.json')) as Manifest | null;
    const app = manifest?.exposes?.find((e) => e.path === './App');
    return (app?.assets?.js?.sync ?? []).filter((file) => /^[\w.-]+\.js$/.test(file)).map((file) => `${dir}${file}`);
  };

  /** The files of the page the route best matching `pathname` shows, as URLs beside the entry. */
  const pageFiles = (entry: string, pathname: string): string[] => {
    const dir = entry.slice(0, entry.lastIndexOf('/') + 1);
    const listed = readJson(join(storeDir, dir, 'page-files.json')) as PageFiles | null;
    let best: { score: number; files: string[] } | null = null;
    for (const page of listed?.pages ?? []) {
      const score = typeof page.path === 'string' ? routeScore(page.path, pathname) : null;
      if (score !== null && (!best || score > best.score)) best = { score, files: page.files ?? [] };
    }
    return (best?.files ?? []).filter((file) => /^[\w.-]+\.(js|css)$/.test(file)).map((file) => `${dir}${file}`);
  };

  /** The files of the host's roots, as the host build listed them. */
  const rootFiles = (hostDir: string): string[] => {
    const file = join(hostDir, 'shared-files.json');
    const byPackage = (existsSync(file) ? readJson(file) : null) as Record<string, unknown> | null;
    const files = HOST_FIRST_SHARED.flatMap((name) => (Array.isArray(byPackage?.[name]) ? (byPackage[name] as unknown[]) : []));
    return [...new Set(files.filter((f): f is string => typeof f === 'string' && /^[\w.-]+\.js$/.test(f)))].map((f) => `/${f}`);
  };

  /** The host build's frame template; none in a host built before it had one. */
  const frameTemplate = (hostDir: string): string | null => {
    const file = join(hostDir, SHELL_FRAME_FILE);
    return existsSync(file) ? readText(file) : null;
  };

  /** The files of the signed-in shell's chunk (its router, layout and their stylesheet), as the host build listed them. */
  const shellFiles = (hostDir: string): string[] => {
    const file = join(hostDir, 'shell-files.json');
    const listed = (existsSync(file) ? readJson(file) : null) as unknown;
    const files = Array.isArray(listed) ? listed : [];
    return files.filter((f): f is string => typeof f === 'string' && /^[\w.-]+\.(js|css)$/.test(f)).map((f) => `/${f}`);
  };

  return {
    /**
     * The markup for a host page at `pathname`: none off the areas' paths (the dashboard's own
     * start is small, and the login page fetches nothing before the user engages). For a path an
     * area owns, `end` (the head's end) holds the preloads (the registry, the area's live entry,
     * `./App` and the page's files, the host's roots) and `start` (the head's start, before the
     * host's start script and any stylesheet, which would hold that script back) names the first
     * API calls; `root` is the shell's frame, painted before any script has run.
     */
    for(pathname: string, registry: HintRegistry | null, hostDir: string): PageHintMarkup {
      const area = areaOwning(pathname);
      if (!area || ('publicPrefixes' in area && area.publicPrefixes.some((p) => isUnder(pathname, p)))) return NO_HINTS;
      const links = [`<link rel="preload" as="fetch" crossorigin="anonymous" href="${REGISTRY_PATH}">`];
      const live = registry?.remotes[area.remote];
      // An entry without its published hash is a dev server's (`pnpm dev`): fetched as the loader asks.
      if (live?.integrity && sameOrigin(live.entry)) {
        const code = new Set([...appFiles(live.entry), ...pageFiles(live.entry, pathname.split(/[?#]/)[0] ?? '')]);
        links.push(entryScript(live.entry, live.integrity), ...[...code].map(chunkFile));
      }
      const roots = rootFiles(hostDir);
      links.push(
        ...roots.map(chunkScript),
        ...shellFiles(hostDir)
          .filter((f) => !roots.includes(f))
          .map(chunkFile),
      );
      const calls = earlyCallsAt(pathname);
      const template = frameTemplate(hostDir);
      return {
        start: `<meta name="${EARLY_CALLS_META}" content="${escape(calls.join(' '))}">`,
        end: `<template ${AFTER_PAINT}>${links.join('')}</template>`,
        root: template === null ? '' : frameMarkup(template, registry, pathname),
      };
    },
  };
}
