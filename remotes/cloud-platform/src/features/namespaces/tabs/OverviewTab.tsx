import { Card, Col, Descriptions, Flex, Progress, Row } from 'antd';
import { EMPTY_VALUE, fill, formatDateTime, formatNumber, formatToman } from '@portal/locale';
import { StatusTag } from '@portal/ui';
import { cloudPlatformMessages } from '../../../messages';
import { namespaceMessages } from '../messages';
import { customPrice, useCloudUnitPrices } from '../api';
import type { TabProps } from './types';

const n = namespaceMessages.namespace;

/** The namespace's size and the pods its deployments run (the provider counts pods, not cores in use); its price from the unit prices. */
export function OverviewTab({ host }: TabProps) {
  const units = useCloudUnitPrices();
  const gb = (v: number) => fill(n.gigabytes, { n: formatNumber(v) });
  const pods = (host.tenPods ?? 0) * 10;
  const used = host.podInUse ?? 0;
  const percent = pods > 0 ? Math.min(100, Math.round((used / pods) * 100)) : 0;
  const price = customPrice(units.data, { cpu: host.cpu ?? 0, memory: host.memory ?? 0, disk: host.disk ?? 0 });
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title={n.quotaTitle}>
          <Flex justify="space-between">
            <span>{n.pods}</span>
            <span>{fill(n.usedOf, { used: fill(n.count, { n: formatNumber(used) }), total: fill(n.count, { n: formatNumber(pods) }) })}</span>
          </Flex>
          <Progress percent={percent} showInfo={false} aria-label={n.pods} status={percent >= 90 ? 'exception' : 'normal'} />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={cloudPlatformMessages.clusterDetail.specification}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={n.status}>
              <StatusTag statusId={host.statusId} status={host.status} />
            </Descriptions.Item>
            <Descriptions.Item label={namespaceMessages.namespaces.datacenter}>{host.datacenter ?? EMPTY_VALUE}</Descriptions.Item>
            <Descriptions.Item label={n.cpu}>{fill(n.cores, { n: formatNumber(host.cpu ?? 0) })}</Descriptions.Item>
            <Descriptions.Item label={n.memory}>{gb(host.memory ?? 0)}</Descriptions.Item>
            <Descriptions.Item label={n.disk}>{gb(host.disk ?? 0)}</Descriptions.Item>
            <Descriptions.Item label={n.price}>{price ? formatToman(price.monthly) : EMPTY_VALUE}</Descriptions.Item>
            <Descriptions.Item label={n.createdAt}>{formatDateTime(host.createDate)}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
    </Row>
  );
}
