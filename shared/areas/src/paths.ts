import { areas, PROJECT_ID, type Area } from './areas';
import { isUnder } from './under-prefix';

/** `/vm/:projectId/list` with project 3 → `/vm/3/list`; null when it needs a project and has none. */
export function fillPath(template: string, projectId: number | null): string | null {
  if (!template.includes(PROJECT_ID)) return template;
  return projectId === null ? null : template.split(PROJECT_ID).join(String(projectId));
}

/** The sidebar key of a path: its first segment (`/vm/3/list` → `/vm`), so a link stays lit on its subpages. */
export function sectionKey(path: string): string {
  const first = path.split(/[/?#]/)[1] ?? '';
  return first ? `/${first}` : '/';
}

/** Every path template of an area that names a project (sidebar links and dashboard cards). */
export const areaProjectTemplates: readonly string[] = areas.flatMap((area: Area) =>
  [...area.sidebar, ...area.dashboard].map((link) => link.path).filter((path) => path.includes(PROJECT_ID)),
);

/**
 * The text that stands where a template puts `:projectId` in `pathname`, or null when the path is
 * under none of them (`/vm/12/list` → `12`; `/portal/account` → null). Whole segments only; the
 * longest matching template wins. The caller decides what a non-numeric segment means.
 */
export function projectSegment(pathname: string, templates: readonly string[]): string | null {
  let found: { head: string; segment: string } | null = null;
  for (const template of templates) {
    const at = template.indexOf(PROJECT_ID);
    if (at < 1) continue;
    const head = template.slice(0, at);
    if (!head.endsWith('/') || !pathname.startsWith(head)) continue;
    const segment = pathname.slice(head.length).split('/')[0] ?? '';
    if (segment && (!found || head.length > found.head.length)) found = { head, segment };
  }
  return found?.segment ?? null;
}

/** The area mounted at the prefix that owns `pathname` (whole segments), or null for the host's own pages. */
export function areaOwning(pathname: string): Area | null {
  const path = pathname.split(/[?#]/)[0] ?? '';
  for (const area of areas as readonly Area[]) {
    if (area.prefixes.some((prefix) => isUnder(path, prefix))) return area;
  }
  return null;
}
