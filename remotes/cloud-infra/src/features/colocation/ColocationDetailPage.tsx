import { colocationHourlyPrice, serviceStatusId, type ColocationHost } from '@portal/contracts';
import { EMPTY_VALUE, formatDateTime, formatNumber, formatRial } from '@portal/locale';
import { SimpleResourceDetail, StatusTag, type DetailItem, useNumericParams, Ltr } from '@portal/ui';
import { useColocationHost, useColocationRow, useDeleteColocation } from './api';
import { colocationMessages } from './messages';

const t = colocationMessages.detail;
const l = colocationMessages.list;
const c = colocationMessages.create;

type Shown = ColocationHost & { name: string; statusId: number | null; createDate: string | undefined };

const items = (h: Shown): DetailItem[] => [
  { label: l.status, value: <StatusTag statusId={h.statusId} status={h.status} /> },
  { label: l.datacenter, value: h.datacenter ?? EMPTY_VALUE },
  { label: l.rack, value: h.datacenterRack ? <Ltr>{h.datacenterRack}</Ltr> : EMPTY_VALUE },
  { label: c.rackUnits, value: colocationMessages.units(formatNumber(h.rackUnitSpace)) },
  { label: c.powerAmp, value: colocationMessages.amps(formatNumber(h.powerAmp)) },
  { label: c.networkPort1G, value: formatNumber(h.network1G) },
  { label: c.networkPort10G, value: formatNumber(h.network10G) },
  { label: c.ipv4Count, value: formatNumber(h.ipv4Count) },
  // Not sent by the provider: the published price table applied to the figures it sends.
  {
    label: t.hourly,
    value: formatRial(colocationHourlyPrice({ rackUnitSpace: h.rackUnitSpace, powerAmp: h.powerAmp, networkPort10G: h.network10G, ipv4Count: h.ipv4Count })),
  },
  { label: l.createdAt, value: h.createDate ? formatDateTime(h.createDate) : EMPTY_VALUE },
];

export default function ColocationDetailPage() {
  const { projectId, id } = useNumericParams('projectId', 'id');
  const host = useColocationHost(projectId, id);
  const row = useColocationRow(projectId, id);
  const remove = useDeleteColocation();
  const data: Shown | undefined = host.data && { ...host.data, name: host.data.name ?? '', statusId: row?.statusId ?? null, createDate: row?.createDate };
  const deletion = {
    run: (h: Shown) => remove.mutateAsync({ params: { projectId, id: h.id } }),
    labels: { ...t, okText: t.delete },
    disabled: (h: Shown) => h.statusId === serviceStatusId('deleting'),
  };
  return (
    <SimpleResourceDetail
      query={{ ...host, data }}
      invalidId={Number.isNaN(id)}
      listPath={`/colocation/${projectId}`}
      labels={t}
      remove={deletion}
      items={items}
    />
  );
}
