// @portal/ui: theme, providers, toasts and page primitives of the signed-in app.
// Every file imports antd by component path (`antd/es/button`), never the root `antd`: the host
// shell imports the few files it shows through their subpaths (`@portal/ui/providers`, ...), so
// the signed-in page loads those components and not all of antd. Which antd and which
// @portal/ui instance a remote gets is settled in host/src/remotes/host-shared-roots.ts.
// The apps import from here; the page shares it in two parts (root-first.ts, root-more.ts).
// The Jalali date picker is in neither: its one page imports `@portal/ui/jalali-date-picker`.
export * from './root-first';
export * from './root-more';
