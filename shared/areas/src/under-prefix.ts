// Whether `pathname` is `prefix` or below it, by whole segments (`/blogger` is not under `/blog`):
// the one rule the areas' prefixes, their public pages and the host's own pages are matched by. A
// module with no imports, so the page's inline scripts can carry it.
export const isUnder = (pathname: string, prefix: string): boolean => pathname === prefix || pathname.startsWith(`${prefix}/`);
