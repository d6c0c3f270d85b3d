import { Card, Col, Descriptions, Flex, Progress, Row } from 'antd';
import { fill, formatDateTime, formatNumber, formatToman } from '@portal/locale';
import { StatusTag } from '@portal/ui';
import { cloudPlatformMessages } from '../../../messages';
import type { TabProps } from './types';

const n = cloudPlatformMessages.namespace;

function QuotaBar({ label, used, total, say }: { label: string; used: number; total: number; say: (v: number) => string }) {
  const percent = total > 0 ? Math.min(100, Math.round((used / total) * 100)) : 0;
  return (
    <div>
      <Flex justify="space-between">
        <span>{label}</span>
        <span>{fill(n.usedOf, { used: say(used), total: say(total) })}</span>
      </Flex>
      <Progress percent={percent} showInfo={false} aria-label={label} status={percent >= 90 ? 'exception' : 'normal'} />
    </div>
  );
}

export function OverviewTab({ host }: TabProps) {
  const cores = (v: number) => fill(n.cores, { n: formatNumber(v) });
  const gb = (v: number) => fill(n.gigabytes, { n: formatNumber(v) });
  const count = (v: number) => fill(n.count, { n: formatNumber(v) });
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title={n.quotaTitle}>
          <Flex vertical gap={12}>
            <QuotaBar label={n.cpu} used={host.used.cpu} total={host.cpu} say={cores} />
            <QuotaBar label={n.memory} used={host.used.memory} total={host.memory} say={gb} />
            <QuotaBar label={n.pods} used={host.used.pods} total={host.pods} say={count} />
          </Flex>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={cloudPlatformMessages.clusterDetail.specification}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={n.status}>
              <StatusTag status={host.status} />
            </Descriptions.Item>
            <Descriptions.Item label={cloudPlatformMessages.namespaces.bundle}>{host.bundleName ?? cloudPlatformMessages.namespaces.custom}</Descriptions.Item>
            <Descriptions.Item label={n.disk}>{gb(host.disk)}</Descriptions.Item>
            <Descriptions.Item label={n.price}>{formatToman(host.monthlyPrice)}</Descriptions.Item>
            <Descriptions.Item label={n.createdAt}>{formatDateTime(host.createdAt)}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
    </Row>
  );
}
