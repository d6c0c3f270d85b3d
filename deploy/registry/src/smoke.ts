import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { createContext, runInContext, type Context } from 'node:vm';
import { readManifest, type FederationManifest } from './compat';
import { MANIFEST, REMOTE_ENTRY } from './store';

export class SmokeError extends Error {
  override name = 'SmokeError';
}

const BASE = 'https://smoke.invalid/remote/';
const SCRIPT_MS = 5000;

/** Every file the manifest says the exposes and shared fallbacks load. */
function listedAssets(manifest: FederationManifest): string[] {
  const files = new Set<string>();
  for (const item of [...(manifest.exposes ?? []), ...(manifest.shared ?? [])]) {
    for (const kind of [item.assets?.js, item.assets?.css]) {
      for (const f of [...(kind?.sync ?? []), ...(kind?.async ?? [])]) files.add(f);
    }
  }
  return [...files];
}

/**
 * A page just real enough for a federation remote: script tags appended to <head> are read from
 * the build folder and evaluated in the same context, stylesheets "load" at once. It lets the
 * remote's own runtime resolve `./App` the way a browser would, without a browser.
 */
function fakePage(buildDir: string, errors: string[]): Context {
  const elements: Array<Record<string, unknown>> = [];
  const element = (tagName: string) => {
    const attrs: Record<string, string> = {};
    const el: Record<string, unknown> = {
      tagName: tagName.toUpperCase(),
      setAttribute: (k: string, v: string) => (attrs[k] = String(v)),
      getAttribute: (k: string) => attrs[k] ?? null,
      removeAttribute: (k: string) => delete attrs[k],
      parentNode: null,
      style: {},
    };
    return el;
  };
  const load = (el: Record<string, unknown>) => {
    if (el.tagName === 'LINK') return setTimeout(() => (el.onload as (e: unknown) => void)?.({ type: 'load', target: el }));
    const src = String(el.src ?? '');
    const rel = src.startsWith(BASE) ? normalize(decodeURIComponent(src.slice(BASE.length).split('?')[0]!)) : null;
    const file = rel && !rel.startsWith('..') ? join(buildDir, rel) : null;
    setTimeout(() => {
      if (!file || !existsSync(file)) {
        errors.push(`${src} is not in the build`);
        (el.onerror as (e: unknown) => void)?.({ type: 'error', target: el });
        return;
      }
      try {
        runInContext(readFileSync(file, 'utf8'), context, { filename: file, timeout: SCRIPT_MS });
        (el.onload as (e: unknown) => void)?.({ type: 'load', target: el });
      } catch (error) {
        errors.push(`${rel}: ${(error as Error).message}`);
        (el.onerror as (e: unknown) => void)?.({ type: 'error', target: el });
      }
    });
  };
  const head = {
    appendChild: (el: Record<string, unknown>) => {
      elements.push(el);
      el.parentNode = head;
      load(el);
      return el;
    },
    removeChild: (el: Record<string, unknown>) => {
      el.parentNode = null;
      return el;
    },
  };
  const document = {
    head,
    body: head,
    currentScript: { tagName: 'SCRIPT', src: `${BASE}${REMOTE_ENTRY}` },
    createElement: element,
    getElementsByTagName: (tag: string) => elements.filter((e) => e.tagName === tag.toUpperCase()),
    querySelector: () => null,
    querySelectorAll: () => [],
    addEventListener: () => undefined,
  };
  const location = new URL(BASE);
  const context = createContext({
    document,
    location,
    navigator: { userAgent: 'portal-deploy smoke' },
    console: { log: () => undefined, info: () => undefined, debug: () => undefined, warn: () => undefined, error: () => undefined },
    setTimeout,
    clearTimeout,
    queueMicrotask,
    URL,
    TextEncoder,
    TextDecoder,
    fetch: () => Promise.reject(new Error('no network in the smoke load')),
  });
  runInContext('var window = globalThis; var self = globalThis; document.defaultView = globalThis;', context);
  return context;
}

interface Container {
  init: (scope: object, initScope?: unknown[]) => unknown;
  get: (module: string) => Promise<() => unknown>;
}

/**
 * Loads a remote build the way the host will before it goes live: its entry evaluates, defines the
 * container global named in its manifest, and that container resolves `./App` (its chunks found in
 * the build and evaluated). A build that fails any of it is refused with the reason.
 */
export async function smokeLoad(buildDir: string, expose = './App'): Promise<void> {
  const manifest = readManifest(join(buildDir, MANIFEST));
  const globalName = manifest.metaData?.globalName;
  if (!globalName) throw new SmokeError(`${MANIFEST} names no container global`);
  if (!(manifest.exposes ?? []).some((e) => e.path === expose)) {
    throw new SmokeError(`the remote does not expose ${expose} (exposes: ${(manifest.exposes ?? []).map((e) => e.path).join(', ') || 'nothing'})`);
  }
  const missing = listedAssets(manifest).filter((f) => !existsSync(join(buildDir, f)));
  if (missing.length) throw new SmokeError(`files listed in ${MANIFEST} are missing: ${missing.join(', ')}`);

  const errors: string[] = [];
  const context = fakePage(buildDir, errors);
  const entryFile = join(buildDir, REMOTE_ENTRY);
  try {
    runInContext(readFileSync(entryFile, 'utf8'), context, { filename: entryFile, timeout: SCRIPT_MS });
  } catch (error) {
    throw new SmokeError(`${REMOTE_ENTRY} throws when evaluated: ${(error as Error).message}`);
  }
  const container = (context as Record<string, unknown>)[globalName] as Container | undefined;
  if (!container || typeof container.get !== 'function' || typeof container.init !== 'function') {
    throw new SmokeError(`${REMOTE_ENTRY} does not define the container "${globalName}" with get/init`);
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SmokeError(`${expose} did not resolve within ${SCRIPT_MS} ms`)), SCRIPT_MS);
  });
  try {
    await Promise.race([
      (async () => {
        await container.init({});
        const factory = await container.get(expose);
        if (typeof factory !== 'function') throw new SmokeError(`the container returned no module factory for ${expose}`);
      })(),
      timeout,
    ]);
  } catch (error) {
    const detail = errors.length ? ` (${errors.join('; ')})` : '';
    throw error instanceof SmokeError ? error : new SmokeError(`${expose} failed to load: ${(error as Error).message}${detail}`);
  } finally {
    clearTimeout(timer);
  }
}
