import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Descriptions, Result, Skeleton, Space } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { isApiError } from '@portal/api';
import { EMPTY_VALUE, formatDateTime, messages } from '@portal/locale';
import { ConfirmAction, CopyButton, PageHeader, StatusTag } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { fill, storageMessages } from '../../messages';
import { useNumericParams } from '../../route-params';
import { KeysPanel } from '../keys/KeysPanel';
import { useDatacenters, useDeleteStorageHost, useStorageHost } from './api';
import { gigabytes } from './columns';
import { EditHostDialog } from './EditHostDialog';

const t = storageMessages.detail;

export default function HostDetailPage() {
  const { projectId, id } = useNumericParams('projectId', 'id');
  const navigate = useNavigate();
  const host = useStorageHost(projectId, id);
  const datacenters = useDatacenters();
  const remove = useDeleteStorageHost();
  const [editing, setEditing] = useState(false);
  const listPath = `/storage/${projectId}`;

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
  const datacenter = datacenters.data?.find((d) => d.id === h.datacenterId);
  const actions = (
    <Space wrap>
      <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
        {t.edit}
      </Button>
      <ConfirmAction
        danger
        label={t.delete}
        title={t.deleteTitle}
        description={fill(t.deleteText, { name: h.name })}
        typedConfirmation={h.name}
        onConfirm={async () => {
          await remove.mutateAsync({ params: { projectId, id: h.id } });
          notify.success(t.deleted);
          navigate(listPath);
        }}
      />
    </Space>
  );

  return (
    <>
      <PageHeader title={h.name} backTo={listPath} backLabel={t.back} extra={actions} />
      <Card title={t.specification}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={storageMessages.list.status}>
            <StatusTag status={h.status} />
          </Descriptions.Item>
          <Descriptions.Item label={storageMessages.list.bundle}>{h.bundleName}</Descriptions.Item>
          <Descriptions.Item label={storageMessages.list.capacity}>{gigabytes(h.diskSize)}</Descriptions.Item>
          <Descriptions.Item label={storageMessages.list.used}>{gigabytes(h.usedSize)}</Descriptions.Item>
          <Descriptions.Item label={t.datacenter}>{datacenter?.name ?? EMPTY_VALUE}</Descriptions.Item>
          <Descriptions.Item label={storageMessages.list.createdAt}>{formatDateTime(h.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={storageMessages.list.endpoint} span={2}>
            {h.endpoint ? (
              <Space>
                <span dir="ltr">{h.endpoint}</span>
                <CopyButton text={h.endpoint} />
              </Space>
            ) : (
              EMPTY_VALUE
            )}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <KeysPanel host={h} />
      <EditHostDialog host={h} open={editing} onClose={() => setEditing(false)} />
    </>
  );
}
