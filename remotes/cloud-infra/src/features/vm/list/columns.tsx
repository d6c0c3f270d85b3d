import type { VmHostRow } from '@portal/contracts';
import { formatGigabytes, formatNumber, joinIsolated } from '@portal/locale';
import { StatusTag, type ResourceColumn } from '@portal/ui';
import { vmMessages } from '../messages';

const t = vmMessages.list;

export const sizeText = (vm: { cpu: number; memory: number; disk: number }) =>
  joinIsolated([vmMessages.detail.cores(formatNumber(vm.cpu)), formatGigabytes(vm.memory), formatGigabytes(vm.disk)], ' / ');

/** The bundle a server's sizes are (its `get` names no bundle: a server sized like one is shown as it). */
export const bundleOfSize = <B extends { vCpu: number; vMemory: number; vDisk: number }>(
  bundles: readonly B[] | undefined,
  vm: { cpu: number; memory: number; disk: number },
) => bundles?.find((b) => b.vCpu === vm.cpu && b.vMemory === vm.memory && b.vDisk === vm.disk);

/**
 * The provider's list row is slim (name, status, operating system, data centre, creation date):
 * a server's addresses and sizes are on its page (its `get` and `ip/list`), not asked per row.
 */
export const vmColumns: ResourceColumn<VmHostRow>[] = [
  { key: 'name', title: t.name, dataIndex: 'name', sorter: true, kind: 'ltr' },
  // The tag reads the state from statusId; `status` is the provider's display text, shown for an id the table lacks.
  {
    key: 'status',
    essential: true,
    title: t.status,
    dataIndex: 'status',
    kind: 'status',
    sorter: true,
    render: (_, vm) => <StatusTag status={vm.status} statusId={vm.statusId} />,
  },
  { key: 'operatingSystem', title: t.os, dataIndex: 'operatingSystem', sorter: true, kind: 'ltr' },
  { key: 'datacenter', title: t.datacenter, dataIndex: 'datacenter', sorter: true },
  { key: 'createDate', title: t.createdAt, dataIndex: 'createDate', kind: 'datetime', sorter: true, defaultSortOrder: 'descend' },
];
