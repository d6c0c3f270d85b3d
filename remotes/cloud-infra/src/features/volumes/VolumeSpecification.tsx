import { Link } from 'react-router-dom';
import { Card, Descriptions } from 'antd';
import type { Volume } from '@portal/contracts';
import { formatDateTime, formatRial, formatGigabytes } from '@portal/locale';
import { StatusTag } from '@portal/ui';
import { volumeMessages } from './messages';

const t = volumeMessages.list;

export function VolumeSpecification({ volume: v }: { volume: Volume }) {
  return (
    <Card>
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t.status}>
          <StatusTag status={v.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t.size}>{formatGigabytes(v.size)}</Descriptions.Item>
        <Descriptions.Item label={t.server}>
          {v.vmHostId ? <Link to={`/vm/${v.projectId}/${v.vmHostId}/volume`}>{v.vmHostName}</Link> : t.notAttached}
        </Descriptions.Item>
        {v.attachedAt ? <Descriptions.Item label={volumeMessages.detail.attachedAt}>{formatDateTime(v.attachedAt)}</Descriptions.Item> : null}
        <Descriptions.Item label={t.datacenter}>{v.datacenterName}</Descriptions.Item>
        <Descriptions.Item label={t.hourly}>{formatRial(v.hourlyPrice)}</Descriptions.Item>
        <Descriptions.Item label={t.createdAt}>{formatDateTime(v.createdAt)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
