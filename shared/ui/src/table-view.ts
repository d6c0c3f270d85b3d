/**
 * How a `ResourceTable` looks for one user: which columns show, how it sorts, how many rows a
 * page holds: the list's defaults, the phone's defaults and the user's stored choices, in that
 * order of weight. Stored choices naming a column the list no longer has are ignored.
 */
import type { SortOrder, TablePrefs } from './table-prefs';

/** Page sizes offered; 10 (the first) is the default. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface ViewColumn {
  key: string;
  title: string;
  essential?: boolean;
  sortable: boolean;
  defaultSortOrder?: SortOrder;
}

/** A column the user may hide: titled (an untitled column holds row controls) and not the name (link) column. */
export const hideable = (c: ViewColumn, linkColumn: string | undefined) => !!c.title && c.key !== linkColumn;

/**
 * Whether each column shows. On a narrow screen a list that marks `essential` columns shows only
 * those (and the name and control columns) unless the user showed the others themselves.
 */
export function visibleColumns(columns: ViewColumn[], prefs: TablePrefs, linkColumn: string | undefined, narrow: boolean): Set<string> {
  const phoneCut = narrow && columns.some((c) => c.essential);
  return new Set(columns.filter((c) => !hideable(c, linkColumn) || (prefs.columns?.[c.key] ?? (!phoneCut || !!c.essential))).map((c) => c.key));
}

/** The sort in force: the user's (when it names a sortable column, or is "none"), else the list's default. */
export function activeSort(columns: ViewColumn[], prefs: TablePrefs): { key: string; order: SortOrder } | null {
  if (prefs.sort === null) return null;
  if (prefs.sort && columns.some((c) => c.sortable && c.key === prefs.sort!.key)) return prefs.sort;
  const byDefault = columns.find((c) => c.sortable && c.defaultSortOrder);
  return byDefault ? { key: byDefault.key, order: byDefault.defaultSortOrder! } : null;
}

/** The user's page size when it is one offered, else the first. */
export function activePageSize(prefs: TablePrefs): number {
  return (PAGE_SIZES as readonly number[]).includes(prefs.pageSize ?? 0) ? prefs.pageSize! : PAGE_SIZES[0];
}
