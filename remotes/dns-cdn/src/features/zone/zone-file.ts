import {
  api,
  recordFromWire,
  recordToWire,
  RECORD_TYPES_WITH_PARAMETERS,
  sameRecord,
  type DnsRecordInput,
  type DnsRecordRow,
  type ZoneImportPlan,
  type ZoneRecord,
} from '@portal/contracts';
import { applyRefreshRule, call } from '@portal/api';

// The zone file stands on the provider's record calls alone: the export reads the record list
// (and `get` for the types whose list row lacks their data), the import is record creates and
// edits, undone when one of them fails.

type ZoneIds = { projectId: number; dnsCdnHostId: number };

/** The zone's records as the rules read them, by id: the list, with MX, SRV and CAA read whole. */
export async function readZoneRecords(ids: ZoneIds): Promise<ZoneRecord[]> {
  const rows = await call(api.dnsCdn.recordList, { params: ids });
  const read = await Promise.all(
    rows.map(async (row) => {
      const whole = RECORD_TYPES_WITH_PARAMETERS.includes(row.type as DnsRecordInput['type'])
        ? await call(api.dnsCdn.recordGet, { params: { ...ids, id: row.id } })
        : row;
      const record = recordFromWire(whole);
      return record ? { id: row.id, record } : null;
    }),
  );
  return read.filter((r): r is ZoneRecord => r !== null);
}

/** The calls an import makes (the provider's record create, edit, delete and list). */
export interface RecordCalls {
  create: (record: DnsRecordInput) => Promise<unknown>;
  edit: (id: number, record: DnsRecordInput) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  list: () => Promise<DnsRecordRow[]>;
}

export const recordCalls = (ids: ZoneIds): RecordCalls => ({
  create: (record) => call(api.dnsCdn.recordCreate, { params: ids, body: recordToWire(record) }),
  edit: (id, record) => call(api.dnsCdn.recordEdit, { params: { ...ids, id }, body: recordToWire(record) }),
  remove: (id) => call(api.dnsCdn.recordDelete, { params: { ...ids, id } }),
  list: () => call(api.dnsCdn.recordList, { params: ids }),
});

export type ImportOutcome = { done: true; added: number; changed: number } | { done: false; undone: boolean };

/**
 * Applies a plan with no refused line, all or nothing: the creates, then the edits. When one
 * fails, the edits made go back to what the records were and the records this import created are
 * deleted (the provider's create answers no id: they are the list's new rows with their data);
 * `undone` says whether that undoing itself went through.
 */
export async function applyZoneImport(plan: ZoneImportPlan, calls: RecordCalls): Promise<ImportOutcome> {
  if (plan.refused) throw new Error('a plan with refused lines is never applied');
  const before = new Set((await calls.list()).map((r) => r.id));
  const created: DnsRecordInput[] = [];
  const edited: ZoneImportPlan['changes'] = [];
  try {
    for (const record of plan.adds) {
      await calls.create(record);
      created.push(record);
    }
    for (const change of plan.changes) {
      await calls.edit(change.id, change.record);
      edited.push(change);
    }
  } catch {
    const undone = await undo(created, edited, before, calls);
    await applyRefreshRule('dnsRecordChanged');
    return { done: false, undone };
  }
  await applyRefreshRule('dnsRecordChanged');
  return { done: true, added: created.length, changed: edited.length };
}

async function undo(created: readonly DnsRecordInput[], edited: ZoneImportPlan['changes'], before: ReadonlySet<number>, calls: RecordCalls): Promise<boolean> {
  try {
    for (const change of [...edited].reverse()) await calls.edit(change.id, change.from);
    if (created.length) {
      const fresh = (await calls.list()).filter((row) => !before.has(row.id));
      for (const row of fresh) {
        const record = recordFromWire(row);
        // The list row carries name, type and value: enough to know a row this import made.
        if (record && created.some((c) => sameRecord({ ...c, priority: null, weight: null, port: null, flag: null, tag: null }, record)))
          await calls.remove(row.id);
      }
    }
    return true;
  } catch {
    return false;
  }
}
