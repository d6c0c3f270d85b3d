import { api } from '@portal/contracts';
import { pollWhileSnapshotTransitional, pollWhileTransitional, refreshRules, useApiMutation, useApiQuery } from '@portal/api';

export type OwnerKind = 'vm' | 'volume';
export type What = 'snapshot' | 'backup';
export interface Owner {
  kind: OwnerKind;
  id: number;
}

const p = api.protection;
/** The calls of one (owner kind, snapshot|backup) pair; the screens are the same for all four. */
const ENDPOINTS = {
  vm: {
    snapshot: {
      list: p.hostSnapshotList,
      create: p.hostSnapshotCreate,
      remove: p.hostSnapshotDelete,
      revert: p.hostSnapshotRevert,
      schedule: p.hostSnapshotSchedule,
      enable: p.hostEnableSnapshot,
      disable: p.hostDisableSnapshot,
    },
    backup: {
      list: p.hostBackupList,
      create: p.hostBackupCreate,
      remove: p.hostBackupDelete,
      revert: p.hostBackupRestore,
      schedule: p.hostBackupSchedule,
      enable: p.hostEnableBackup,
      disable: p.hostDisableBackup,
    },
  },
  volume: {
    snapshot: {
      list: p.volumeSnapshotList,
      create: p.volumeSnapshotCreate,
      remove: p.volumeSnapshotDelete,
      revert: p.volumeSnapshotRevert,
      schedule: p.volumeSnapshotSchedule,
      enable: p.volumeEnableSnapshot,
      disable: p.volumeDisableSnapshot,
    },
    backup: {
      list: p.volumeBackupList,
      create: p.volumeBackupCreate,
      remove: p.volumeBackupDelete,
      revert: p.volumeBackupRestore,
      schedule: p.volumeBackupSchedule,
      enable: p.volumeEnableBackup,
      disable: p.volumeDisableBackup,
    },
  },
} as const;

/** Path parameters naming the owner: `vmHostId` for a server, `vmVolumeHostId` for a disk. */
export const ownerParams = (projectId: number, owner: Owner) =>
  owner.kind === 'vm' ? { projectId, vmHostId: owner.id } : { projectId, vmVolumeHostId: owner.id };

// Reverting changes the owner's status, so these share the VmHost group with servers and disks.
// Writes answer nothing: the list is asked again (the group's invalidation).
const GROUP = 'VmHost' as const;
const invalidates = refreshRules.protectionChanged;

/** A server's snapshots carry the provider's snapshot states (1 active … 4 waiting), not the service table. */
export const isVmSnapshot = (owner: Owner, what: What) => owner.kind === 'vm' && what === 'snapshot';

export function useProtection(projectId: number, owner: Owner, what: What) {
  // The four endpoint sets differ in their path parameters (which `ownerParams` supplies) and in
  // their rows, whose common part (`ProtectionRow`) is all the panel reads.
  const e = ENDPOINTS[owner.kind][what] as unknown as (typeof ENDPOINTS)['volume']['snapshot'];
  const params = ownerParams(projectId, owner) as { projectId: number; vmVolumeHostId: number };
  return {
    params,
    list: useApiQuery(GROUP, e.list, { params }, { refetchInterval: isVmSnapshot(owner, what) ? pollWhileSnapshotTransitional : pollWhileTransitional }),
    schedule: useApiQuery(GROUP, e.schedule, { params }),
    create: useApiMutation(e.create, { invalidates }),
    remove: useApiMutation(e.remove, { invalidates }),
    revert: useApiMutation(e.revert, { invalidates }),
    enable: useApiMutation(e.enable, { invalidates }),
    disable: useApiMutation(e.disable, { invalidates }),
  };
}
