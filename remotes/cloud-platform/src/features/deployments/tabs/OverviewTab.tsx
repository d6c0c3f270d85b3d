import { Button, Card, Descriptions, Flex, Space, Tag } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { fill, formatNumber } from '@portal/locale';
import { CopyButton, saveText, StatusTag } from '@portal/ui';
import { cloudPlatformMessages } from '../../../messages';
import { deploymentManifest } from '../manifest';
import type { DeploymentTabProps } from './types';

const t = cloudPlatformMessages.deployment;

/** The deployment live (replicas ready of desired), and its manifest to copy or download. */
export function OverviewTab({ deployment: d, host }: DeploymentTabProps) {
  const yaml = deploymentManifest(d, host.name);
  const none = <span>{t.none}</span>;
  return (
    <Flex vertical gap={16}>
      <Card title={t.overview}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t.status}>
            <StatusTag status={d.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t.ready}>{fill(t.readyValue, { ready: formatNumber(d.readyReplicas), replicas: formatNumber(d.replicas) })}</Descriptions.Item>
          <Descriptions.Item label={t.image}>
            <span dir="ltr">{d.image}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t.ports}>
            {d.ports.length ? <Space wrap>{d.ports.map((p) => <Tag key={p.name}><span dir="ltr">{`${p.name} ${p.containerPort}/${p.protocol}`}</span></Tag>)}</Space> : none}
          </Descriptions.Item>
          <Descriptions.Item label={t.env}>
            {d.env.length ? <Space wrap>{d.env.map((e) => <Tag key={e.name}><span dir="ltr">{`${e.name}=${e.value}`}</span></Tag>)}</Space> : none}
          </Descriptions.Item>
          <Descriptions.Item label={t.configMapRefs}>{d.configMapRefs.length ? <span dir="ltr">{d.configMapRefs.join(', ')}</span> : none}</Descriptions.Item>
          <Descriptions.Item label={t.secretRefs}>{d.secretRefs.length ? <span dir="ltr">{d.secretRefs.join(', ')}</span> : none}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card
        title={t.manifestTitle}
        extra={
          <Space>
            <CopyButton text={yaml} />
            <Button icon={<DownloadOutlined />} onClick={() => saveText(`${d.name}-deployment.yaml`, yaml, 'application/yaml')}>
              {t.download}
            </Button>
          </Space>
        }
      >
        <pre dir="ltr" tabIndex={0} aria-label={t.manifestTitle} style={{ margin: 0, overflowX: 'auto', fontSize: 13 }}>
          {yaml}
        </pre>
      </Card>
    </Flex>
  );
}
