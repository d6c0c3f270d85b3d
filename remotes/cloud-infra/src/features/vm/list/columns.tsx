import type { VmHost } from '@portal/contracts';
import { EMPTY_VALUE, formatNumber, formatGigabytes, joinIsolated } from '@portal/locale';
import type { ResourceColumn } from '@portal/ui';
import { vmMessages } from '../messages';

const t = vmMessages.list;

export const sizeText = (vm: Pick<VmHost, 'cpu' | 'memory' | 'disk'>) =>
  joinIsolated([vmMessages.detail.cores(formatNumber(vm.cpu)), formatGigabytes(vm.memory), formatGigabytes(vm.disk)], ' / ');
export const osText = (vm: Pick<VmHost, 'osName' | 'osVersion'>) => `${vm.osName} ${vm.osVersion}`;

export const vmColumns: ResourceColumn<VmHost>[] = [
  { key: 'name', title: t.name, dataIndex: 'name', sorter: true, render: (_, vm) => <span dir="ltr">{vm.name}</span> },
  { key: 'status', title: t.status, dataIndex: 'status', kind: 'status', sorter: true },
  {
    key: 'ip',
    title: t.ip,
    value: (vm) => [...vm.ipv4, ...vm.ipv6, vm.privateIp].filter(Boolean).join(' '),
    render: (_, vm) => {
      const addresses = [...vm.ipv4, ...vm.ipv6, ...(vm.privateIp ? [vm.privateIp] : [])];
      return addresses.length ? (
        <span dir="ltr" style={{ display: 'inline-flex', flexDirection: 'column' }}>
          {addresses.map((a) => (
            <span key={a}>{a}</span>
          ))}
        </span>
      ) : (
        EMPTY_VALUE
      );
    },
  },
  { key: 'os', title: t.os, value: osText, sorter: true, render: (v) => <span dir="ltr">{String(v)}</span> },
  { key: 'size', title: t.size, value: sizeText },
  { key: 'datacenterName', title: t.datacenter, dataIndex: 'datacenterName', sorter: true },
  { key: 'createdAt', title: t.createdAt, dataIndex: 'createdAt', kind: 'datetime', sorter: true, defaultSortOrder: 'descend' },
];
