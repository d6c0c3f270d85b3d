// After the webpack build: renders the login page to HTML with react-dom/server and writes
// dist/login.html (the gateway serves it for /account/login). Measured effect in
// shared/notes/login-performance.md: Lighthouse mobile 0.74 → 0.86. The page carries, inline
// with the answer's CSP nonce, only src/login-start (built here), which starts the app's entry
// when the user engages with the page.
import { readdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { build } from 'esbuild';

const dir = import.meta.dirname ?? new URL('.', import.meta.url).pathname;
const out = join(dir, 'dist/.prerender.cjs');

await build({
  entryPoints: [join(dir, 'src/public/prerender.tsx')],
  outfile: out,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  loader: { '.css': 'empty', '.woff2': 'empty' },
  logLevel: 'warning',
});

const { renderLoginPage, shellFrameTemplate, publicAreaPrefixes, renderFirstStyles } = createRequire(import.meta.url)(out);
const { html, css } = renderLoginPage();
const firstStyles = renderFirstStyles();
rmSync(out);

const EARLY_MARK = 'data-early-calls';
// Run again on a built page, it starts from the page without the early calls and the font preloads
// (the login page has neither).
const APP_START_MARK = 'data-app-start';
const ALARMS_MARK = 'data-site-alarms';
const index = readFileSync(join(dir, 'dist/index.html'), 'utf8')
  .replace(new RegExp(`<script nonce="__CSP_NONCE__" ${EARLY_MARK}>[^<]*</script>`), '')
  .replace(new RegExp(`<script nonce="__CSP_NONCE__" ${ALARMS_MARK}[^>]*>[^<]*</script>`), '')
  // The entry's deferred script, as the build wrote it at the head's end, back from the start script.
  .replace(new RegExp(`<script nonce="__CSP_NONCE__" ${APP_START_MARK} data-app="([^"]+)">[^<]*</script>`), '<!--entry:$1-->')
  .replace(/([\s\S]*)<\/head>([\s\S]*)<!--entry:([^>]+)-->/, '$1<script defer="defer" src="$3"></script></head>$2')
  .replace(/<template data-after-paint>(<link rel="preload" as="(font|style)"[^<]*)*<\/template>/g, '');
// The CSP admits a <style> element only with the answer's nonce, which the gateway writes in.
// (In the browser, src/csp-nonce.ts gives it to the style elements the scripts create.)
const withNonce = (markup) => markup.replaceAll('<style', '<style nonce="__CSP_NONCE__"');
if (/style="/.test(html)) throw new Error('prerender: the login markup has an inline style attribute, which the CSP refuses');
/** An entry bundled as one IIFE to write into a page with the nonce (never a file the page requests). */
async function inlineScript(entry, what) {
  const built = await build({ entryPoints: [entry], bundle: true, minify: true, format: 'iife', target: 'es2020', write: false, logLevel: 'warning' });
  const code = built.outputFiles[0].text.trim();
  if (/<\/script/i.test(code)) throw new Error(`prerender: ${what} cannot be inlined, it contains "</script"`);
  return code;
}
// The starter is written into the page with the answer's nonce, not loaded as a file: a script
// request made before the first paint is one Lighthouse's simulation puts in front of the LCP
// (its round trip over the throttled link cost 0.1–0.5 s of LCP beyond the FCP).
const starterCode = await inlineScript(join(dir, 'src/login-start/login-start.ts'), 'the starter');

// The colour scheme's head script (@portal/ui color-scheme/boot.ts), in every host page with the
// answer's nonce: <html data-theme> is set from the stored choice before the first paint, so
// neither the login page (whose app starts only when the user engages) nor a signed-in page
// flashes the other scheme.
const bootCode = await inlineScript(createRequire(import.meta.url).resolve('@portal/ui/color-scheme/boot'), 'the colour scheme script');
const BOOT_MARK = 'data-scheme-boot';
const withBoot = (markup) =>
  markup.includes(BOOT_MARK) ? markup : markup.replace('</title>', () => `</title><script nonce="__CSP_NONCE__" ${BOOT_MARK}>${bootCode}</script>`);
const indexWithBoot = withBoot(index);
if (!indexWithBoot.includes(BOOT_MARK)) throw new Error('prerender: index.html has no </title> to put the colour scheme script after');

const entryTag = /<script defer="defer" src="([^"]+)"><\/script>/;
const entry = index.match(entryTag);
if (!entry || index.match(new RegExp(entryTag.source, 'g')).length !== 1)
  throw new Error('prerender: index.html should load exactly one deferred entry script');
// The build's stylesheet of the web fonts and the page-level rules (fonts.css, page.css). Its
// page-level rules go into the page: applied after the first paint, they re-laid it out and set
// off transitions (the password icon's margin, the focused field's outline) frame by frame. Its
// faces stay out (declared in the page they held back its first paint by ~0.7 s on Lighthouse
// mobile): the starter loads the ones the page shows after the first paint and adds them together
// (src/login-start/apply-web-fonts.ts); left to the app, the text would change face while the
// user types.
const fontFile = readdirSync(join(dir, 'dist')).find((name) => name.endsWith('.css') && readFileSync(join(dir, 'dist', name), 'utf8').includes('@font-face'));
if (!fontFile) throw new Error('prerender: no stylesheet of the build declares the web fonts');
const fontSheet = readFileSync(join(dir, 'dist', fontFile), 'utf8');
const faceRule = /@font-face\{[^}]*\}/g;
const pageRules = fontSheet
  .replace(faceRule, '')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .trim();
// The weights the login page shows (the heading is bold, the rest regular).
const PAGE_WEIGHTS = ['400', '700'];
const faces = (fontSheet.match(faceRule) ?? []).map((rule) => ({ weight: /font-weight:(\d+)/.exec(rule)?.[1], url: /url\(["']?([^"')]+)/.exec(rule)?.[1] }));
const pageFaces = PAGE_WEIGHTS.map((weight) => faces.find((face) => face.weight === weight));
if (pageFaces.some((face) => !face?.url || /[\s=]/.test(face.url)))
  throw new Error(`prerender: ${fontFile} should declare the weights ${PAGE_WEIGHTS.join(', ')} by one file each`);
const fontList = pageFaces.map(({ weight, url }) => `${weight}=${new URL(url, `http://build/${fontFile}`).pathname}`).join(' ');

const page = indexWithBoot
  .replace(entryTag, '')
  .replace('</head>', `${withNonce(`${css}<style>${pageRules}</style>`)}</head>`)
  .replace('</body>', () => `<script nonce="__CSP_NONCE__" data-app="${entry[1]}" data-fonts="${fontList}">${starterCode}</script></body>`)
  .replace('<div id="root"></div>', `<div id="root" data-prerendered="login">${withNonce(html)}</div>`);
if (!page.includes('data-prerendered')) throw new Error('prerender: index.html has no <div id="root"></div>');
writeFileSync(join(dir, 'dist/login.html'), page);

// The early calls' start script (@portal/api early-calls.ts), in the app's pages but not the login
// page (signed out, it has nothing to ask): in the head after the colour scheme script, so after the
// head's start, where the gateway names a path's first API calls. Not in the body: there it ran only
// once the head's preload hints had been parsed (60–100 ms in); nor after a stylesheet, which would
// hold it back until loaded.
const earlyCode = await inlineScript(createRequire(import.meta.url).resolve('@portal/api/early-calls-start'), 'the early calls script');
if (earlyCode.includes('<')) throw new Error('prerender: the early calls script cannot contain "<"');
const bootTag = `${BOOT_MARK}>${bootCode}</script>`;
const indexWithEarly = indexWithBoot.replace(bootTag, () => `${bootTag}<script nonce="__CSP_NONCE__" ${EARLY_MARK}>${earlyCode}</script>`);
const firstSheet = indexWithEarly.indexOf('rel="stylesheet"');
if (!indexWithEarly.includes(EARLY_MARK) || (firstSheet >= 0 && indexWithEarly.indexOf(EARLY_MARK) > firstSheet)) {
  throw new Error('prerender: the early calls script should be in index.html before any stylesheet');
}

// The faces the signed-in shell shows (its text regular; the table's header, the page's title and
// the sidebar's group headings antd's strong weight, which the bold file serves), preloaded by the
// app's pages so they arrive with the first scripts instead of once the shell's stylesheet has been
// applied and its text laid out (1.75 s into a deep link). `crossorigin`: a font is always fetched
// in CORS mode, and a preload in another mode would be fetched again. Not in the login page, whose
// starter loads its faces after its first paint.
const SHELL_WEIGHTS = ['400', '700'];
const shellFaces = SHELL_WEIGHTS.map((weight) => faces.find((face) => face.weight === weight));
if (shellFaces.some((face) => !face?.url)) throw new Error(`prerender: ${fontFile} should declare the weights ${SHELL_WEIGHTS.join(', ')}`);
const fontPreloads = shellFaces
  .map(({ url }) => `<link rel="preload" as="font" type="font/woff2" crossorigin="anonymous" href="${new URL(url, `http://build/${fontFile}`).pathname}">`)
  .join('');
// antd's styles for the first signed-in render (src/first-styles), a file of their own named by
// their content, asked for beside the fonts and applied before that render.
const firstStylesFile = `antd-first.${createHash('sha256').update(firstStyles).digest('hex').slice(0, 10)}.css`;
writeFileSync(join(dir, 'dist', firstStylesFile), firstStyles);
const firstStylesPreload = `<link rel="preload" as="style" data-antd-first href="/${firstStylesFile}">`;
const earlyTag = new RegExp(`<script nonce="__CSP_NONCE__" ${EARLY_MARK}>[^<]*</script>`);
const indexWithFonts = indexWithEarly.replace(earlyTag, (tag) => `${tag}<template data-after-paint>${fontPreloads}${firstStylesPreload}</template>`);
if (!indexWithFonts.includes(fontPreloads + firstStylesPreload)) throw new Error('prerender: the font preloads should follow the early calls script');
// The entry starts once the frame has painted, beside the preloads the template holds
// (src/shell-frame/start-after-paint.ts): requested earlier, it would end before they started and
// the first row would be a stage further away.
const appStartCode = await inlineScript(join(dir, 'src/shell-frame/start-after-paint.ts'), 'the app start script');
const indexWithStart = indexWithFonts
  .replace(entryTag, '')
  .replace('</body>', () => `<script nonce="__CSP_NONCE__" ${APP_START_MARK} data-app="${entry[1]}">${appStartCode}</script></body>`);
if (!indexWithStart.includes(APP_START_MARK) || entryTag.test(indexWithStart))
  throw new Error('prerender: index.html should start its entry after the first paint');
// The site alarms' script at the body's start (src/site-alarms/island-start.ts): the last-known
// alarms are in the first paint, above the shell's frame, before any script file has arrived.
const alarmsCode = await inlineScript(join(dir, 'src/site-alarms/island-start.ts'), 'the site alarms script');
if (alarmsCode.includes('<')) throw new Error('prerender: the site alarms script cannot contain "<"');
// The areas' public pages (blog, contact us) show no alarm, signed in or not: their prefixes, named.
const prefixes = publicAreaPrefixes.map(([prefix]) => prefix);
if (prefixes.some((prefix) => /[\s"]/.test(prefix))) throw new Error('prerender: a public prefix has a space or a quote');
const publicPrefixes = prefixes.join(' ');
const indexWithAlarms = indexWithStart.replace(
  '<body>',
  () => `<body><script nonce="__CSP_NONCE__" ${ALARMS_MARK} data-public="${publicPrefixes}">${alarmsCode}</script>`,
);
if (!indexWithAlarms.includes(ALARMS_MARK)) throw new Error('prerender: index.html has no <body> to start with the site alarms script');
writeFileSync(join(dir, 'dist/index.html'), indexWithAlarms);
console.log(
  `prerender: dist/login.html (${Buffer.byteLength(page)} bytes, ${Buffer.byteLength(css)} of styles, ${Buffer.byteLength(starterCode)} of starter, ${Buffer.byteLength(bootCode)} of colour scheme script); dist/index.html with ${Buffer.byteLength(earlyCode)} of early calls script, ${Buffer.byteLength(alarmsCode)} of site alarms script, ${shellFaces.length} font preloads and ${firstStylesFile} (${Buffer.byteLength(firstStyles)} bytes)`,
);

// The signed-in shell's frame (src/shell-frame), which the gateway writes into a page opened at an
// area's path with the sidebar's area groups of the registry it serves.
const frame = shellFrameTemplate('__CSP_NONCE__');
if (/style="/.test(frame)) throw new Error('prerender: the shell frame has an inline style attribute, which the CSP refuses');
writeFileSync(join(dir, 'dist/shell-frame.html'), frame);
console.log(`prerender: dist/shell-frame.html (${Buffer.byteLength(frame)} bytes)`);
