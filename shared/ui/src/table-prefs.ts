/**
 * What a user chose for one table: its sort, page size and the columns they showed or hid.
 * All tables of all users share one localStorage entry (STORAGE_KEYS.tablePrefs of
 * @portal/session, kept across a logout), shaped `{ "u<userId>": { "<tableId>": TablePrefs } }`;
 * it is read whole and written whole, and anything in it that is not a preference is dropped.
 */
import { readItem, STORAGE_KEYS, writeItem } from '@portal/session';

export type SortOrder = 'ascend' | 'descend';

export interface TablePrefs {
  /** `null`: the user turned sorting off (the list's default sort no longer applies). */
  sort?: { key: string; order: SortOrder } | null;
  pageSize?: number;
  /** Only the columns the user showed (true) or hid (false) themselves. */
  columns?: Record<string, boolean>;
}

type Store = Record<string, Record<string, TablePrefs>>;

const userKey = (userId: number) => `u${userId}`;

function readStore(): Store {
  try {
    const value: unknown = JSON.parse(readItem(STORAGE_KEYS.tablePrefs) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Store) : {};
  } catch {
    return {};
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The stored value, shape-checked: a hand-edited or older entry yields only what is well formed. */
function clean(raw: unknown): TablePrefs {
  if (!isObject(raw)) return {};
  const prefs: TablePrefs = {};
  const sort = raw.sort;
  if (sort === null) prefs.sort = null;
  else if (isObject(sort) && typeof sort.key === 'string' && (sort.order === 'ascend' || sort.order === 'descend')) {
    prefs.sort = { key: sort.key, order: sort.order };
  }
  if (typeof raw.pageSize === 'number' && Number.isInteger(raw.pageSize) && raw.pageSize > 0) prefs.pageSize = raw.pageSize;
  if (isObject(raw.columns)) {
    const columns = Object.entries(raw.columns).filter((e): e is [string, boolean] => typeof e[1] === 'boolean');
    if (columns.length) prefs.columns = Object.fromEntries(columns);
  }
  return prefs;
}

export function readTablePrefs(userId: number, tableId: string): TablePrefs {
  return clean(readStore()[userKey(userId)]?.[tableId]);
}

export function writeTablePrefs(userId: number, tableId: string, prefs: TablePrefs): void {
  const store = readStore();
  const user = isObject(store[userKey(userId)]) ? store[userKey(userId)] : {};
  writeItem(STORAGE_KEYS.tablePrefs, JSON.stringify({ ...store, [userKey(userId)]: { ...user, [tableId]: prefs } }));
}
