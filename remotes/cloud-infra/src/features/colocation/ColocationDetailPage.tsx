import { useNavigate } from 'react-router-dom';
import type { ColocationHost } from '@portal/api/contracts';
import { EMPTY_VALUE, formatDateTime, formatNumber, formatRial } from '@portal/locale';
import { ConfirmAction, SimpleResourceDetail, StatusTag, type DetailItem } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { useNumericParams } from '../../route-params';
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
  const navigate = useNavigate();
  const host = useColocationHost(projectId, id);
  const remove = useDeleteColocation();
  const listPath = `/colocation/${projectId}`;

  const actions = (h: ColocationHost) => (
    <ConfirmAction
      danger
      label={t.delete}
      okText={t.delete}
      title={t.deleteTitle}
      description={t.deleteText(h.name)}
      typedConfirmation={h.name}
      disabled={h.status === 'deleting'}
      onConfirm={async () => {
        await remove.mutateAsync({ params: { projectId, id: h.id } });
        notify.success(t.deleted);
        navigate(listPath);
      }}
    />
  );

  return <SimpleResourceDetail query={host} invalidId={Number.isNaN(id)} listPath={listPath} labels={t} actions={actions} items={items} />;
}
