import type { BareMetalHost } from '@portal/contracts';
import { EMPTY_VALUE, fill, formatDateTime, formatGigabytes, formatNumber } from '@portal/locale';
import { SimpleResourceDetail, StatusTag, type DetailItem, useNumericParams, Ltr } from '@portal/ui';
import { DELETING, useBareMetalHost, useBareMetalRow, useDeleteBareMetal } from './api';
import { bareMetalMessages } from './messages';

const t = bareMetalMessages.detail;
const l = bareMetalMessages.list;
const c = bareMetalMessages.create;

type Shown = BareMetalHost & { name: string; createDate: string | undefined };

const counted = (parts: Array<[number, string]>) =>
  parts
    .filter(([n]) => n > 0)
    .map(([n, what]) => fill(t.countOf, { n: formatNumber(n), what }))
    .join('، ') || EMPTY_VALUE;

const items = (h: Shown): DetailItem[] => [
  { label: l.status, value: <StatusTag statusId={h.statusId} status={h.status} /> },
  { label: l.machine, value: h.bareMetalMachine ?? EMPTY_VALUE },
  { label: c.cpu, value: formatNumber(h.physicalCpu) },
  { label: c.memory, value: formatGigabytes(h.physicalMemory) },
  {
    label: t.drives,
    value: counted([
      [h.hdd1200GSas10K, t.drive1200],
      [h.hdd600GSas10K, t.drive600],
    ]),
  },
  {
    label: t.ports,
    value: counted([
      [h.networkPort1G, t.port1G],
      [h.networkPort10G, t.port10G],
    ]),
  },
  { label: l.image, value: h.bareMetalImage ? <Ltr>{h.bareMetalImage}</Ltr> : EMPTY_VALUE },
  { label: l.datacenter, value: h.datacenter ?? EMPTY_VALUE },
  { label: l.rack, value: h.datacenterRack ? <Ltr>{h.datacenterRack}</Ltr> : EMPTY_VALUE },
  { label: l.createdAt, value: h.createDate ? formatDateTime(h.createDate) : EMPTY_VALUE },
];

export default function BareMetalDetailPage() {
  const { projectId, id } = useNumericParams('projectId', 'id');
  const host = useBareMetalHost(projectId, id);
  const row = useBareMetalRow(projectId, id);
  const remove = useDeleteBareMetal();
  const data: Shown | undefined = host.data && { ...host.data, name: host.data.name ?? '', createDate: row?.createDate };
  const deletion = {
    run: (h: Shown) => remove.mutateAsync({ params: { projectId, id: h.id } }),
    labels: t,
    disabled: (h: Shown) => h.statusId === DELETING,
  };
  return (
    <SimpleResourceDetail
      query={{ ...host, data }}
      invalidId={Number.isNaN(id)}
      listPath={`/bare-metal/${projectId}`}
      labels={t}
      remove={deletion}
      items={items}
    />
  );
}
