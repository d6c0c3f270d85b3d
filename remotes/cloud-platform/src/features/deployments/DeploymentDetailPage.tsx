import { Button, Card, Descriptions, Flex, Skeleton, Space, Tag } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { fill, formatNumber } from '@portal/locale';
import { CopyButton, LoadFailed, PageHeader, saveText, StatusTag, useNumericParams } from '@portal/ui';
import { cloudPlatformMessages } from '../../messages';
import { useNamespace } from '../namespaces/api';
import { useDeployment } from './api';
import { deploymentManifest } from './manifest';

const t = cloudPlatformMessages.deployment;

/** `/kubernetes-cloud/{projectId}/{id}/deployment/{deploymentId}`: the deployment live, and its manifest to copy or download. */
export default function DeploymentDetailPage() {
  const { projectId, id, deploymentId } = useNumericParams('projectId', 'id', 'deploymentId');
  const host = useNamespace(projectId, id);
  const deployment = useDeployment(projectId, id, deploymentId);
  const back = `/kubernetes-cloud/${projectId}/${id}/deployment`;
  if (deployment.isLoading || host.isLoading) return <Skeleton active />;
  const d = deployment.data;
  if (!d || !host.data) return <LoadFailed error={deployment.error ?? host.error} invalidId={Number.isNaN(deploymentId)} onRetry={() => void deployment.refetch()} backTo={back} backLabel={t.back} notFoundTitle={t.notFound} />;
  const yaml = deploymentManifest(d, host.data.name);
  const none = <span>{t.none}</span>;
  return (
    <>
      <PageHeader title={d.name} subtitle={<StatusTag status={d.status} />} backTo={back} backLabel={t.back} />
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
    </>
  );
}
