import { wire, type Wire } from './wire';
import { defineSchema } from './rules';

// Snapshots and backups belong to one owner: a virtual server or a disk. The provider's rows differ
// per owner and call; what every list row has in common is `ProtectionRow`.

export type VolumeSnapshot = Wire<'VolumeSnapshotResponse'>;
export type VolumeBackupRow = Wire<'VolumeBackupListResponse'>;
export type VolumeBackup = Wire<'GetVolumeBackupResponse'>;
export type HostSnapshotRow = Wire<'VmHostSnapshotListResponse'>;
/** The server snapshot's `get` names its status `vmSnapshotStatus(Id)`. */
export type HostSnapshot = Wire<'GetVmHostSnapshotResponse'>;
/** Ours (the snapshot has no server backups): shaped as the server's snapshot row. */
export type HostBackupRow = Wire<'VmHostBackupListResponse'>;
export type ProtectionShort = Wire<'VolumeSnapshotShortListResponse'>;
export type ProtectionRow = Pick<VolumeSnapshot, 'id' | 'name' | 'statusId' | 'status' | 'createDate'> & { description?: string | null };
export type CreateSnapshotRequest = Wire<'CreateVolumeSnapshotModel'>;

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
export type ProtectionSchedule = Wire<'ProtectionScheduleResponse'>;

const descriptionSpec = { error: 'Description', label: 'description', type: 'string', required: false, rules: [{ kind: 'length', min: 0, max: 200 }] } as const;
/** Names are unique per owner (checked by the API). */
export const createSnapshotSchema = defineSchema<CreateSnapshotRequest>()({
  name: { error: 'Name', label: 'snapshotName', type: 'string', required: true, rules: [{ kind: 'length', min: 2, max: 50 }] },
  description: descriptionSpec,
});
export const createBackupSchema = defineSchema<CreateSnapshotRequest>()({
  name: { error: 'Name', label: 'backupName', type: 'string', required: true, rules: [{ kind: 'length', min: 2, max: 50 }] },
  description: descriptionSpec,
});
/** The query of enable-snapshot / enable-backup. */
export const scheduleSchema = defineSchema<ScheduleQuery>()({
  ScheduleTypeId: {
    error: 'ScheduleTypeId',
    label: 'scheduleType',
    type: 'int',
    required: true,
    ask: 'pickSchedule',
    rules: [{ kind: 'oneOf', values: SCHEDULE_TYPES }],
  },
  CaculateTypeId: {
    error: 'CaculateTypeId',
    label: 'caculateType',
    type: 'int',
    required: true,
    ask: 'pickCaculateType',
    rules: [{ kind: 'oneOf', values: CACULATE_TYPES }],
  },
});

export const protection = {
  hostSnapshotList: wire('GET', 'vm/:projectId/host/:vmHostId/snapshot/list'),
  hostSnapshotShortList: wire('GET', 'vm/:projectId/host/:vmHostId/snapshot/short-list'),
  hostSnapshotGet: wire('GET', 'vm/:projectId/host/:vmHostId/snapshot/get/:id'),
  hostSnapshotCreate: wire('POST', 'vm/:projectId/host/:vmHostId/snapshot/create'),
  hostSnapshotDelete: wire('DELETE', 'vm/:projectId/host/:vmHostId/snapshot/delete/:id'),
  hostSnapshotRevert: wire('PUT', 'vm/:projectId/host/:vmHostId/snapshot/revert/:id'),
  hostSnapshotSchedule: wire('GET', 'vm/:projectId/host/:vmHostId/snapshot/schedule'),
  hostBackupList: wire('GET', 'vm/:projectId/host/:vmHostId/backup/list'),
  hostBackupCreate: wire('POST', 'vm/:projectId/host/:vmHostId/backup/create'),
  hostBackupDelete: wire('DELETE', 'vm/:projectId/host/:vmHostId/backup/delete/:id'),
  hostBackupRestore: wire('POST', 'vm/:projectId/host/:vmHostId/backup/restore/:id'),
  hostBackupSchedule: wire('GET', 'vm/:projectId/host/:vmHostId/backup/schedule'),
  hostEnableSnapshot: wire('POST', 'vm/:projectId/host/enable-snapshot/:id'),
  hostDisableSnapshot: wire('POST', 'vm/:projectId/host/disable-snapshot/:id'),
  hostEnableBackup: wire('POST', 'vm/:projectId/host/enable-backup/:id'),
  hostDisableBackup: wire('POST', 'vm/:projectId/host/disable-backup/:id'),

  volumeSnapshotList: wire('GET', 'vm/:projectId/volume/:vmVolumeHostId/snapshot/list'),
  volumeSnapshotShortList: wire('GET', 'vm/:projectId/volume/:vmVolumeHostId/snapshot/short-list'),
  volumeSnapshotGet: wire('GET', 'vm/:projectId/volume/:vmVolumeHostId/snapshot/get/:id'),
  volumeSnapshotCreate: wire('POST', 'vm/:projectId/volume/:vmVolumeHostId/snapshot/create'),
  volumeSnapshotDelete: wire('DELETE', 'vm/:projectId/volume/:vmVolumeHostId/snapshot/delete/:id'),
  volumeSnapshotRevert: wire('PUT', 'vm/:projectId/volume/:vmVolumeHostId/snapshot/revert/:id'),
  volumeSnapshotSchedule: wire('GET', 'vm/:projectId/volume/:vmVolumeHostId/snapshot/schedule'),
  volumeBackupList: wire('GET', 'vm/:projectId/volume/:vmVolumeHostId/backup/list'),
  volumeBackupShortList: wire('GET', 'vm/:projectId/volume/:vmVolumeHostId/backup/short-list'),
  volumeBackupGet: wire('GET', 'vm/:projectId/volume/:vmVolumeHostId/backup/get/:id'),
  volumeBackupCreate: wire('POST', 'vm/:projectId/volume/:vmVolumeHostId/backup/create'),
  volumeBackupDelete: wire('DELETE', 'vm/:projectId/volume/:vmVolumeHostId/backup/delete/:id'),
  volumeBackupRestore: wire('POST', 'vm/:projectId/volume/:vmVolumeHostId/backup/restore/:id'),
  volumeBackupSchedule: wire('GET', 'vm/:projectId/volume/:vmVolumeHostId/backup/schedule'),
  volumeEnableSnapshot: wire('POST', 'vm/:projectId/volume/enable-snapshot/:id'),
  volumeDisableSnapshot: wire('POST', 'vm/:projectId/volume/disable-snapshot/:id'),
  volumeEnableBackup: wire('POST', 'vm/:projectId/volume/enable-backup/:id'),
  volumeDisableBackup: wire('POST', 'vm/:projectId/volume/disable-backup/:id'),
};
