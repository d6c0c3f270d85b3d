import { useNavigate } from 'react-router-dom';
import { Button, Card, Descriptions, Result, Skeleton, Space } from 'antd';
import { isApiError } from '@portal/api';
import { EMPTY_VALUE, formatDateTime, formatNumber, formatRial, messages } from '@portal/locale';
import { ConfirmAction, CopyButton, PageHeader, StatusTag } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { useNumericParams } from '../../route-params';
import { useBareMetalHost, useDeleteBareMetal } from './api';
import { bareMetalMessages } from './messages';

const t = bareMetalMessages.detail;
const l = bareMetalMessages.list;
const c = bareMetalMessages.create;

export default function BareMetalDetailPage() {
  const { projectId, id } = useNumericParams('projectId', 'id');
  const navigate = useNavigate();
  const host = useBareMetalHost(projectId, id);
  const remove = useDeleteBareMetal();
  const listPath = `/bare-metal/${projectId}`;

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
          <Descriptions.Item label={l.bundle}>{h.bundleName}</Descriptions.Item>
          <Descriptions.Item label={c.cpu}>{formatNumber(h.cpu)}</Descriptions.Item>
          <Descriptions.Item label={c.memory}>{formatNumber(h.memory)} گیگابایت</Descriptions.Item>
          <Descriptions.Item label={c.disk}>{formatNumber(h.disk)} گیگابایت</Descriptions.Item>
          <Descriptions.Item label={l.image}>
            <span dir="ltr">{h.imageName}</span>
          </Descriptions.Item>
          <Descriptions.Item label={l.ipv4}>
            {h.ipv4 ? (
              <Space>
                <span dir="ltr">{h.ipv4}</span>
                <CopyButton text={h.ipv4} />
              </Space>
            ) : (
              EMPTY_VALUE
            )}
          </Descriptions.Item>
          <Descriptions.Item label={l.datacenter}>{h.datacenterName}</Descriptions.Item>
          <Descriptions.Item label={l.hourly}>{formatRial(h.hourlyPrice)}</Descriptions.Item>
          <Descriptions.Item label={l.createdAt}>{formatDateTime(h.createdAt)}</Descriptions.Item>
        </Descriptions>
      </Card>
    </>
  );
}
