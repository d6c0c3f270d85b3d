/**
 * One schema change, applied once and recorded in the `migrations` table under its id. An applied
 * migration is never edited: a change is a new migration.
 *
 * Ids order the migrations. 1–8 are the ones every existing database already recorded; a new one
 * takes the UTC date and time it was written, `YYYYMMDDHHmm` (202507141030), so areas written at
 * the same time do not pick the same number. Times in tables are INTEGER milliseconds since the
 * epoch (columns named *_at).
 */
export interface Migration {
  id: number;
  name: string;
  up: string;
}

/**
 * The columns every engine resource table starts with (see README, "Adding a resource"):
 * `project_id, status, next_status, transition_at, billed_until, created_at`.
 */
export const RESOURCE_COLUMNS = `id INTEGER PRIMARY KEY,
        project_id INTEGER NOT NULL REFERENCES projects(id),
        status TEXT NOT NULL,
        next_status TEXT,
        transition_at INTEGER,
        billed_until INTEGER,
        created_at INTEGER NOT NULL`;
