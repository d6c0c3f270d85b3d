import { Link } from 'react-router-dom';
import { Card, Descriptions } from 'antd';
import type { Volume, VolumeNode } from '@portal/contracts';
import { EMPTY_VALUE, formatDateTime, formatRial, formatGigabytes } from '@portal/locale';
import { StatusTag } from '@portal/ui';
import { volumeMessages } from './messages';
import { volumeHourly } from './volume-price';

const t = volumeMessages.list;

/** The disk's `get` and, for the server it hangs on, its node; the price is the catalogue's per-GB rule. */
export function VolumeSpecification({ projectId, volume: v, node }: { projectId: number; volume: Volume; node: VolumeNode | undefined }) {
  return (
    <Card>
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t.status}>
          <StatusTag statusId={v.statusId} status={v.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t.size}>{formatGigabytes(v.volumeSize)}</Descriptions.Item>
        <Descriptions.Item label={t.server}>
          {node?.isConnected && node.vmHostId != null ? (
            <Link to={`/vm/${projectId}/${node.vmHostId}/volume`}>{node.vmHost ?? node.vmHostId}</Link>
          ) : (
            t.notAttached
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t.datacenter}>{v.datacenter ?? EMPTY_VALUE}</Descriptions.Item>
        <Descriptions.Item label={t.hourly}>{formatRial(volumeHourly(v.volumeSize))}</Descriptions.Item>
        <Descriptions.Item label={t.createdAt}>{formatDateTime(v.createDate)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
