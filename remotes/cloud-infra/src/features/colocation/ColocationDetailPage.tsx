import { useNavigate } from 'react-router-dom';
import { Button, Card, Descriptions, Result, Skeleton } from 'antd';
import { isApiError } from '@portal/api';
import { EMPTY_VALUE, formatDateTime, formatNumber, formatRial, messages } from '@portal/locale';
import { ConfirmAction, PageHeader, StatusTag } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { useNumericParams } from '../../route-params';
import { useColocationHost, useDeleteColocation } from './api';
import { colocationMessages } from './messages';

const t = colocationMessages.detail;
const l = colocationMessages.list;

export default function ColocationDetailPage() {
  const { projectId, id } = useNumericParams('projectId', 'id');
  const navigate = useNavigate();
  const host = useColocationHost(projectId, id);
  const remove = useDeleteColocation();
  const listPath = `/colocation/${projectId}`;

  if (host.isLoading) return <Skeleton active />;
  if (!host.data) {
    const missing = Number.isNaN(id) || (isApiError(host.error) && host.error.status === 404);
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={missing ? t.notFound : undefined}
        extra={<Button onClick={() => (missing ? navigate(listPath) : void host.refetch())}>{missing ? t.back : messages.common.retry}</Button>}
      />
    );
  }
  const h = host.data;
  const actions = (
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
  return (
    <>
      <PageHeader title={h.name} backTo={listPath} backLabel={t.back} extra={actions} />
      <Card title={t.specification}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={l.status}>
            <StatusTag status={h.status} />
          </Descriptions.Item>
          <Descriptions.Item label={l.equipment}>{h.equipmentName}</Descriptions.Item>
          <Descriptions.Item label={l.rackUnits}>{colocationMessages.units(formatNumber(h.rackUnits))}</Descriptions.Item>
          <Descriptions.Item label={l.serialNumber}>
            <span dir="ltr">{h.serialNumber}</span>
          </Descriptions.Item>
          <Descriptions.Item label={l.ipv4}>{h.ipv4 ? <span dir="ltr">{h.ipv4}</span> : EMPTY_VALUE}</Descriptions.Item>
          <Descriptions.Item label={l.datacenter}>{h.datacenterName}</Descriptions.Item>
          <Descriptions.Item label={l.hourly}>{formatRial(h.hourlyPrice)}</Descriptions.Item>
          <Descriptions.Item label={l.createdAt}>{formatDateTime(h.createdAt)}</Descriptions.Item>
        </Descriptions>
      </Card>
    </>
  );
}
