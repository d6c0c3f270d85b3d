import { Button, Card, Descriptions, Flex, Space, Tag } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { EMPTY_VALUE, formatDateTime, formatNumber } from '@portal/locale';
import { CopyButton, saveText, Ltr } from '@portal/ui';
import { deploymentMessages } from '../messages';
import { envMap, useDeploymentEnv } from '../api';
import { deploymentManifest } from '../manifest';
import type { DeploymentTabProps } from './types';

const t = deploymentMessages.deployment;

/** The deployment as the provider gives it (image, replicas, ports), its env, and its manifest to copy or download. */
export function OverviewTab({ deployment: d, host, projectId }: DeploymentTabProps) {
  const env = envMap(useDeploymentEnv({ projectId, kuberHostId: host.id }, d.id).data);
  const ports = d.ports ?? [];
  const yaml = deploymentManifest(
    { name: d.name ?? '', image: d.image ?? '', replicas: d.replica, env, ports: ports.map((p) => p.targetPort ?? 0) },
    host.name ?? '',
  );
  const none = <span>{t.none}</span>;
  return (
    <Flex vertical gap={16}>
      <Card title={t.overview}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t.image}>
            <Ltr>{d.image ?? EMPTY_VALUE}</Ltr>
          </Descriptions.Item>
          <Descriptions.Item label={t.replicas}>{formatNumber(d.replica)}</Descriptions.Item>
          <Descriptions.Item label={t.namespace}>
            <Ltr>{d.namespace ?? EMPTY_VALUE}</Ltr>
          </Descriptions.Item>
          <Descriptions.Item label={t.ports}>
            {ports.length ? (
              <Space wrap>
                {ports.map((p) => (
                  <Tag key={p.portId}>
                    <Ltr>{p.nodePort ? `${p.targetPort} → ${p.nodePort}` : `${p.targetPort}`}</Ltr>
                  </Tag>
                ))}
              </Space>
            ) : (
              none
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t.env}>
            {Object.keys(env).length ? (
              <Space wrap>
                {Object.entries(env).map(([k, v]) => (
                  <Tag key={k}>
                    <Ltr>{`${k}=${v}`}</Ltr>
                  </Tag>
                ))}
              </Space>
            ) : (
              none
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t.modifiedAt}>{formatDateTime(d.modifyDate)}</Descriptions.Item>
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
