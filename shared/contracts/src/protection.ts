import { endpoint } from './endpoint';
import type { IsoDate } from './common';
import { defineSchema } from './rules';

// Snapshots and backups belong to one owner: a virtual server or a volume.

export type ProtectionStatus = 'creating' | 'active' | 'reverting' | 'restoring' | 'deleting' | 'failed';

export interface Snapshot {
  id: number;
  ownerKind: 'vm' | 'volume';
  ownerId: number;
  name: string;
  status: ProtectionStatus;
  /** GB */
  size: number;
  /** Rial per hour while kept. */
  hourlyPrice: number;
  createdAt: IsoDate;
}
export type Backup = Snapshot;
export interface CreateSnapshotRequest {
  name: string;
}

/** Query of enable-snapshot / enable-backup, spelled as the provider spells it. */
export interface ScheduleQuery {
  /** How often one is taken: 1 = daily, 2 = weekly, 3 = monthly (`SCHEDULE_TYPES`). */
  ScheduleTypeId: number;
  /** How the automatic copies are charged: 1 = hourly from the wallet, 2 = monthly in advance (`CACULATE_TYPES`). */
  CaculateTypeId: number;
}
export const SCHEDULE_TYPES = [1, 2, 3] as const;
export const CACULATE_TYPES = [1, 2] as const;
/** Snapshots (and, separately, backups) one owner may keep. */
export const MAX_PROTECTION_PER_OWNER = 10;
export interface ProtectionSchedule {
  enabled: boolean;
  scheduleTypeId: number | null;
  caculateTypeId: number | null;
}

/** Names are unique per owner (checked by the API). */
export const createSnapshotSchema = defineSchema<CreateSnapshotRequest>()({
  name: { error: 'Name', label: 'snapshotName', type: 'string', required: true, rules: [{ kind: 'length', min: 2, max: 50 }] },
});
export const createBackupSchema = defineSchema<CreateSnapshotRequest>()({
  name: { error: 'Name', label: 'backupName', type: 'string', required: true, rules: [{ kind: 'length', min: 2, max: 50 }] },
});
/** The query of enable-snapshot / enable-backup. */
export const scheduleSchema = defineSchema<ScheduleQuery>()({
  ScheduleTypeId: { error: 'ScheduleTypeId', label: 'scheduleType', type: 'int', required: true, rules: [{ kind: 'oneOf', values: SCHEDULE_TYPES }] },
  CaculateTypeId: { error: 'CaculateTypeId', label: 'caculateType', type: 'int', required: true, rules: [{ kind: 'oneOf', values: CACULATE_TYPES }] },
});

const host = 'vm/:projectId/host/:vmHostId' as const;
const vol = 'vm/:projectId/volume/:vmVolumeHostId' as const;

export const protection = {
  hostSnapshotList: endpoint<undefined, Snapshot[]>()('GET', `${host}/snapshot/list`),
  hostSnapshotCreate: endpoint<CreateSnapshotRequest, Snapshot>()('POST', `${host}/snapshot/create`),
  hostSnapshotDelete: endpoint()('DELETE', `${host}/snapshot/delete/:id`),
  hostSnapshotRevert: endpoint<undefined, Snapshot>()('POST', `${host}/snapshot/revert/:id`),
  hostSnapshotSchedule: endpoint<undefined, ProtectionSchedule>()('GET', `${host}/snapshot/schedule`),
  hostBackupList: endpoint<undefined, Backup[]>()('GET', `${host}/backup/list`),
  hostBackupCreate: endpoint<CreateSnapshotRequest, Backup>()('POST', `${host}/backup/create`),
  hostBackupDelete: endpoint()('DELETE', `${host}/backup/delete/:id`),
  hostBackupRestore: endpoint<undefined, Backup>()('POST', `${host}/backup/restore/:id`),
  hostBackupSchedule: endpoint<undefined, ProtectionSchedule>()('GET', `${host}/backup/schedule`),
  hostEnableSnapshot: endpoint<undefined, ProtectionSchedule, ScheduleQuery>()('POST', 'vm/:projectId/host/enable-snapshot/:id'),
  hostDisableSnapshot: endpoint<undefined, ProtectionSchedule>()('POST', 'vm/:projectId/host/disable-snapshot/:id'),
  hostEnableBackup: endpoint<undefined, ProtectionSchedule, ScheduleQuery>()('POST', 'vm/:projectId/host/enable-backup/:id'),
  hostDisableBackup: endpoint<undefined, ProtectionSchedule>()('POST', 'vm/:projectId/host/disable-backup/:id'),

  volumeSnapshotList: endpoint<undefined, Snapshot[]>()('GET', `${vol}/snapshot/list`),
  volumeSnapshotCreate: endpoint<CreateSnapshotRequest, Snapshot>()('POST', `${vol}/snapshot/create`),
  volumeSnapshotDelete: endpoint()('DELETE', `${vol}/snapshot/delete/:id`),
  volumeSnapshotRevert: endpoint<undefined, Snapshot>()('POST', `${vol}/snapshot/revert/:id`),
  volumeSnapshotSchedule: endpoint<undefined, ProtectionSchedule>()('GET', `${vol}/snapshot/schedule`),
  volumeBackupList: endpoint<undefined, Backup[]>()('GET', `${vol}/backup/list`),
  volumeBackupCreate: endpoint<CreateSnapshotRequest, Backup>()('POST', `${vol}/backup/create`),
  volumeBackupDelete: endpoint()('DELETE', `${vol}/backup/delete/:id`),
  volumeBackupRestore: endpoint<undefined, Backup>()('POST', `${vol}/backup/restore/:id`),
  volumeBackupSchedule: endpoint<undefined, ProtectionSchedule>()('GET', `${vol}/backup/schedule`),
  volumeEnableSnapshot: endpoint<undefined, ProtectionSchedule, ScheduleQuery>()('POST', 'vm/:projectId/volume/enable-snapshot/:id'),
  volumeDisableSnapshot: endpoint<undefined, ProtectionSchedule>()('POST', 'vm/:projectId/volume/disable-snapshot/:id'),
  volumeEnableBackup: endpoint<undefined, ProtectionSchedule, ScheduleQuery>()('POST', 'vm/:projectId/volume/enable-backup/:id'),
  volumeDisableBackup: endpoint<undefined, ProtectionSchedule>()('POST', 'vm/:projectId/volume/disable-backup/:id'),
};
