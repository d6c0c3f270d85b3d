// Where a dedicated or colocated machine stands: a rack of its data centre, chosen when it is
// ordered (the provider names the rack on every row; the sandbox spreads orders over twelve).
import type { Db } from '../../db/open';
import { selectValue } from '../../db/query';

export const RACKS_PER_DATACENTER = 12;

/** The next rack of `datacenterId` for a new row of `table`, by how many rows the table already holds. */
export const nextRackId = (db: Db, table: string, datacenterId: number): number =>
  datacenterId * 100 + 1 + (selectValue<number>(db, `SELECT COUNT(*) FROM ${table}`)! % RACKS_PER_DATACENTER);

/** "R1-07": data centre 1, rack 7. */
export const rackName = (rackId: unknown): string | null =>
  rackId == null ? null : `R${Math.floor(Number(rackId) / 100)}-${String(Number(rackId) % 100).padStart(2, '0')}`;

/** The data centre of a project: dedicated and colocated machines are placed there. */
export const projectDatacenter = (db: Db, projectId: number): number => selectValue<number>(db, 'SELECT datacenter_id FROM projects WHERE id = ?', projectId)!;
