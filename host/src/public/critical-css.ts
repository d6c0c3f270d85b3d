// Build-time pruning of the prerendered login page's styles (host/prerender.mjs). antd extracts a
// component's whole stylesheet for any use of it: the login form's render gave 177 KB of CSS
// (every grid span at every breakpoint, every button and input variant), whose parsing and style
// recalculation Lighthouse mobile counted as blocking time after the first paint. The page needs
// only the rules that can match its own markup before the app starts; once the user engages,
// the app's antd runtime writes each component's full stylesheet (into the same style elements,
// found by their data-css-hash) before it renders anything of its own.

/** A rule or at-rule of a stylesheet: its prelude (selector list or at-rule head) and its body. */
interface Block {
  prelude: string;
  body: string;
}

/** Index just past the brace that closes the one opened at `open`, skipping quoted strings. */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = css.indexOf(c, i + 1);
      if (i < 0) break;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  throw new Error('critical-css: unbalanced braces');
}

/** The top-level blocks of a minified stylesheet (antd's output: no comments). */
function blocks(css: string): Block[] {
  const out: Block[] = [];
  let start = 0;
  while (start < css.length) {
    const open = css.indexOf('{', start);
    if (open < 0) break;
    const end = closingBrace(css, open);
    out.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, end - 1) });
    start = end;
  }
  return out;
}

/** Splits at `separator` outside parentheses, brackets and quotes. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(text.slice(from));
  return parts;
}

/** Removes the contents of every (possibly nested) parenthesis and attribute bracket. */
function withoutArguments(selector: string): string {
  let out = '';
  let depth = 0;
  for (const c of selector) {
    if (c === '(' || c === '[') depth++;
    if (depth === 0) out += c;
    if (c === ')' || c === ']') depth--;
  }
  return out;
}

/**
 * A selector can match the markup when each class it requires is there. Classes inside :not(),
 * :where(), :is(), :has() or an attribute are not required (antd's :where(.css-hash) always is).
 */
function canMatch(selector: string, classes: ReadonlySet<string>): boolean {
  const required = withoutArguments(selector).match(/\.-?[_a-zA-Z][\w-]*/g) ?? [];
  return required.every((name) => classes.has(name.slice(1)));
}

function pruneRules(css: string, classes: ReadonlySet<string>): string {
  let out = '';
  for (const { prelude, body } of blocks(css)) {
    if (prelude.startsWith('@media') || prelude.startsWith('@supports') || prelude.startsWith('@layer')) {
      const inner = pruneRules(body, classes);
      if (inner) out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@')) {
      out += `${prelude}{${body}}`; // @keyframes, @font-face: no selectors to match
    } else {
      const kept = splitTopLevel(prelude, ',').filter((selector) => canMatch(selector, classes));
      if (kept.length) out += `${kept.join(',')}{${body}}`;
    }
  }
  return out;
}

/** Custom properties read by `css` (var(--name)). */
const readVariables = (css: string) => new Set([...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!));

/** A declaration block without the custom properties `read` lacks. */
function readDeclarations(body: string, read: ReadonlySet<string>): string {
  return splitTopLevel(body, ';')
    .filter((declaration) => {
      const name = /^\s*(--[\w-]+)\s*:/.exec(declaration)?.[1];
      return declaration.trim() !== '' && (name === undefined || read.has(name));
    })
    .join(';');
}

/** `css` without the custom property declarations `read` lacks, nor the blocks left empty. */
function withoutUnread(css: string, read: ReadonlySet<string>): string {
  let out = '';
  for (const { prelude, body } of blocks(css)) {
    // @media, @keyframes and the like hold blocks; a rule or @font-face, declarations.
    const kept = prelude.startsWith('@') && body.includes('{') ? withoutUnread(body, read) : readDeclarations(body, read);
    if (kept) out += `${prelude}{${kept}}`;
  }
  return out;
}

/**
 * Drops the custom property declarations no stylesheet of the page reads (antd's theme declares
 * some 500 tokens on its root class). Repeated until stable: a dropped declaration may have been
 * the only reader of another.
 */
function pruneVariables(sheets: string[]): string[] {
  for (;;) {
    const read = readVariables(sheets.join(''));
    const pruned = sheets.map((css) => withoutUnread(css, read));
    if (pruned.every((css, i) => css === sheets[i])) return pruned;
    sheets = pruned;
  }
}

/** The class names used in an HTML fragment. */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of value!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

const CACHE_MAP = 'data-ant-cssinjs-cache-path';

/**
 * antd's extracted `<style>` elements with only what `html` can use. The element that tells
 * antd's runtime which styles the page already holds is dropped: the runtime would take the pruned
 * texts for whole stylesheets and never write the rest (error states, loading buttons).
 */
export function criticalStyleElements(styles: string, html: string): string {
  const classes = classesOf(html);
  const elements = [...styles.matchAll(/<style([^>]*)>([\s\S]*?)<\/style>/g)]
    .map(([, attributes, css]) => ({ attributes: attributes!, css: css! }))
    .filter(({ attributes }) => !attributes.includes(CACHE_MAP));
  const sheets = pruneVariables(elements.map(({ css }) => pruneRules(css, classes)));
  return elements.map(({ attributes }, i) => (sheets[i] ? `<style${attributes}>${sheets[i]}</style>` : '')).join('');
}

/** `selector` matching only under <html data-theme="dark"> (or whatever `scope` names). */
function scoped(selector: string, scope: string): string {
  const trimmed = selector.trim();
  const root = /^(:root|html)(?![\w-])/.exec(trimmed);
  return root ? `${scope}${trimmed.slice(root[0].length)}` : `${scope} ${trimmed}`;
}

/** Each rule's declarations of `css` (within @media and the like), by its at-rule heads and selector. */
function declarationsByRule(css: string, into = new Map<string, Set<string>>(), context = ''): Map<string, Set<string>> {
  for (const { prelude, body } of blocks(css)) {
    if (prelude.startsWith('@') && body.includes('{')) declarationsByRule(body, into, `${context}${prelude}|`);
    else {
      // A selector antd writes more than once (a component's base rule and its reset) pools its declarations.
      const key = `${context}${prelude}`;
      const declarations = into.get(key) ?? new Set<string>();
      for (const declaration of splitTopLevel(body, ';')) declarations.add(declaration.trim());
      into.set(key, declarations);
    }
  }
  return into;
}

/**
 * The declarations of `css` that `others` lacks for the same rule, under selectors scoped to
 * `scope`; other at-rules (@keyframes) are left out.
 */
function scopedDifference(css: string, others: ReadonlyMap<string, ReadonlySet<string>>, scope: string, context = ''): string {
  let out = '';
  for (const { prelude, body } of blocks(css)) {
    if (prelude.startsWith('@media') || prelude.startsWith('@supports') || prelude.startsWith('@layer')) {
      const inner = scopedDifference(body, others, scope, `${context}${prelude}|`);
      if (inner) out += `${prelude}{${inner}}`;
    } else if (!prelude.startsWith('@')) {
      const same = others.get(`${context}${prelude}`);
      const differing = splitTopLevel(body, ';').filter((d) => d.trim() && !same?.has(d.trim()));
      if (differing.length)
        out += `${splitTopLevel(prelude, ',')
          .map((selector) => scoped(selector, scope))
          .join(',')}{${differing.join(';')}}`;
    }
  }
  return out;
}

/**
 * The login page's second scheme: of antd's styles for the same markup rendered in the dark theme
 * (same class names: antd's theme lives in CSS variables), the declarations the light render lacks,
 * scoped to `scope` (e.g. html[data-theme="dark"]) so they win while it applies. In practice the
 * theme variables' declarations; only those the page's styles read are kept.
 */
export function schemeOverrides(lightStyles: string, darkStyles: string, html: string, scope: string): string {
  const classes = classesOf(html);
  const sheetsOf = (styles: string) =>
    [...styles.matchAll(/<style([^>]*)>([\s\S]*?)<\/style>/g)]
      .filter(([, attributes]) => !attributes!.includes(CACHE_MAP))
      .map(([, , css]) => pruneRules(css!, classes));
  const light = sheetsOf(lightStyles);
  const lightRules = new Map<string, Set<string>>();
  for (const css of light) declarationsByRule(css, lightRules);
  const dark = sheetsOf(darkStyles)
    .map((css) => scopedDifference(css, lightRules, scope))
    .join('');
  return pruneVariables([...light, dark]).at(-1)!;
}
