// Counts the rows requests really change, with temporary triggers on every table: an insert, a
// delete, or an update that alters a column. A refused request must change none; comparing a
// hash of the whole database before and after each request said the same, but cost two full
// scans per request and brought the property run near its time limit.
import type { Database } from 'better-sqlite3';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Installs the triggers (tables in `ignore` are left out) and returns a reader of the count. */
export function writeCounter(db: Database, ignore: ReadonlySet<string>): () => number {
  db.exec('CREATE TEMP TABLE IF NOT EXISTS write_count (n INTEGER NOT NULL); DELETE FROM write_count; INSERT INTO write_count VALUES (0);');
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all() as string[];
  const bump = 'BEGIN UPDATE temp.write_count SET n = n + 1; END';
  for (const table of tables) {
    if (ignore.has(table)) continue;
    const columns = db.prepare(`SELECT name FROM pragma_table_info(?)`).pluck().all(table) as string[];
    const changed = columns.map((c) => `OLD.${quote(c)} IS NOT NEW.${quote(c)}`).join(' OR ');
    const t = quote(table);
    db.exec(`
      CREATE TEMP TRIGGER IF NOT EXISTS ${quote(`wc_ins_${table}`)} AFTER INSERT ON main.${t} ${bump};
      CREATE TEMP TRIGGER IF NOT EXISTS ${quote(`wc_del_${table}`)} AFTER DELETE ON main.${t} ${bump};
      CREATE TEMP TRIGGER IF NOT EXISTS ${quote(`wc_upd_${table}`)} AFTER UPDATE ON main.${t} WHEN ${changed} ${bump};
    `);
  }
  const read = db.prepare('SELECT n FROM temp.write_count').pluck();
  return () => read.get() as number;
}
