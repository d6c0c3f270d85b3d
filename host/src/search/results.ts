import { areaMessages } from '@portal/areas';
import { toPersianDigits } from '@portal/locale';
import { hostMessages } from '../messages';
import { fold } from './fold';
import { matchRow, rowTitle, type Row } from './match';
import { fillTemplate, projectParam, type SearchSource } from './sources';

/** One result: a link to a page, with what it is and, when that matched, the address or domain found. */
export interface SearchHit {
  id: string;
  to: string;
  title: string;
  kind: string;
  detail: string | null;
}

export interface SearchGroup {
  id: string;
  label: string;
  hits: SearchHit[];
}

/** A page of the portal the shell's menus link to. */
export interface ShellPage {
  label: string;
  to: string;
}

/** The lists read so far, by source key; and the per-row lists by `perRowKey`. */
export type Lists = Readonly<Record<string, readonly Row[] | undefined>>;

export const perRowKey = (source: SearchSource, rowId: unknown) => `${source.key} #${String(rowId)}`;

/** A long list stays a list to choose from: the first few of each group, the whole box capped. */
export const HITS_PER_GROUP = 8;
export const MAX_HITS = 60;

const t = hostMessages.search;

function pageGroup(pages: readonly ShellPage[], query: string): SearchGroup | null {
  const seen = new Set<string>();
  const hits = pages
    .filter((page) => fold(page.label).includes(query) && !seen.has(page.to) && seen.add(page.to))
    .slice(0, HITS_PER_GROUP)
    .map((page) => ({ id: `page ${page.to}`, to: page.to, title: page.label, kind: t.page, detail: null }));
  return hits.length ? { id: 'pages', label: t.pages, hits } : null;
}

function sourceHits(source: SearchSource, lists: Lists, query: string): SearchHit[] {
  const { searchable } = source;
  const hits: SearchHit[] = [];
  for (const row of lists[source.key] ?? []) {
    const found =
      matchRow(row, searchable.fields, query) ??
      (searchable.perRow && (lists[perRowKey(source, row.id)] ?? []).map((sub) => matchRow(sub, searchable.perRow!.fields, query)).find(Boolean));
    if (!found) continue;
    const to = fillTemplate(searchable.page, { [projectParam]: source.projectId, id: String(row.id) });
    if (!to) continue;
    const title = rowTitle(row, searchable.fields) || `#${String(row.id)}`;
    hits.push({
      id: `${source.key} ${String(row.id)}`,
      to,
      title,
      kind: areaMessages[searchable.label],
      detail: found.text === title ? null : found.text,
    });
  }
  return hits;
}

/**
 * What the box shows for the typed text: the portal's pages by name first, then each area's
 * resources grouped by area and project, in the order the areas and projects are declared.
 */
export function searchResults(typed: string, pages: readonly ShellPage[], sources: readonly SearchSource[], lists: Lists): SearchGroup[] {
  const query = fold(typed);
  if (!query) return [];
  const groups: SearchGroup[] = [];
  const pagesFound = pageGroup(pages, query);
  if (pagesFound) groups.push(pagesFound);
  const byAreaProject = new Map<string, SearchGroup>();
  for (const source of sources) {
    const hits = sourceHits(source, lists, query);
    if (!hits.length) continue;
    const id = `${source.remote} ${source.projectId}`;
    let group = byAreaProject.get(id);
    if (!group) {
      group = { id, label: t.groupLabel(source.areaLabel, toPersianDigits(source.projectName)), hits: [] };
      byAreaProject.set(id, group);
      groups.push(group);
    }
    group.hits.push(...hits);
  }
  let room = MAX_HITS;
  return groups
    .map((group) => {
      const hits = group.hits.slice(0, Math.min(HITS_PER_GROUP, room));
      room -= hits.length;
      return { ...group, hits };
    })
    .filter((group) => group.hits.length > 0);
}
