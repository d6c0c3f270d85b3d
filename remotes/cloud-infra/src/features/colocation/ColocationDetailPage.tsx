import type { ColocationHost } from '@portal/contracts';
import { EMPTY_VALUE, formatDateTime, formatNumber, formatRial } from '@portal/locale';
import { SimpleResourceDetail, StatusTag, type DetailItem, useNumericParams } from '@portal/ui';
import { useColocationHost, useDeleteColocation } from './api';
import { colocationMessages } from './messages';

const t = colocationMessages.detail;
const l = colocationMessages.list;

const items = (h: ColocationHost): DetailItem[] => [
  { label: l.status, value: <StatusTag status={h.status} /> },
  { label: l.equipment, value: h.equipmentName },
  { label: l.rackUnits, value: colocationMessages.units(formatNumber(h.rackUnits)) },
  { label: l.serialNumber, value: <span dir="ltr">{h.serialNumber}</span> },
  { label: l.ipv4, value: h.ipv4 ? <span dir="ltr">{h.ipv4}</span> : EMPTY_VALUE },
  { label: l.datacenter, value: h.datacenterName },
  { label: l.hourly, value: formatRial(h.hourlyPrice) },
  { label: l.createdAt, value: formatDateTime(h.createdAt) },
];

export default function ColocationDetailPage() {
  const { projectId, id } = useNumericParams('projectId', 'id');
  const host = useColocationHost(projectId, id);
  const remove = useDeleteColocation();
  const deletion = {
    run: (h: ColocationHost) => remove.mutateAsync({ params: { projectId, id: h.id } }),
    labels: { ...t, okText: t.delete },
    disabled: (h: ColocationHost) => h.status === 'deleting',
  };
  return <SimpleResourceDetail query={host} invalidId={Number.isNaN(id)} listPath={`/colocation/${projectId}`} labels={t} remove={deletion} items={items} />;
}
