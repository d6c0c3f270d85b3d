import { useNavigate } from 'react-router-dom';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Descriptions from 'antd/es/descriptions';
import Progress from 'antd/es/progress';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import type { ResourceUsage } from '@portal/contracts';
import { EMPTY_VALUE, toPersianDigits } from '@portal/locale';
import { useProjectStore } from '@portal/session';
import { ConfirmAction, PageHeader, useNumericParams } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { StatusPage } from '../pages/StatusPage';
import { projectMessages as t } from './messages';
import { useDeleteProject, useProject, useResourceUsages } from './api';
import { ProjectTabs } from './ProjectTabs';

type UsageKey = keyof typeof t.resources;
/** Each display row and its pair of the answer's fields (limit, then use). */
const USAGE_ROWS: Array<[UsageKey, keyof ResourceUsage, keyof ResourceUsage]> = [
  ['cpu', 'maxCpuUsage', 'currentCpuUsage'],
  ['memory', 'maxMemoryUsage', 'currentMemoryUsage'],
  ['disk', 'maxDiskUsage', 'currentDiskUsage'],
  ['firewallRule', 'maxFirewallRuleCount', 'currentFirewallRuleCount'],
  ['ip', 'maxIpCount', 'currentIpCount'],
  ['vm', 'maxVmCount', 'currentVmCount'],
];

function UsageRow({ resource, used, limit }: { resource: UsageKey; used: number; limit: number }) {
  const percent = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
  return (
    <div data-testid={`usage-${resource}`}>
      <Typography.Text>{t.resources[resource]}</Typography.Text>
      <Progress
        aria-label={t.resources[resource]}
        percent={percent}
        status={used >= limit ? 'exception' : 'normal'}
        format={() => t.of(toPersianDigits(used), toPersianDigits(limit))}
      />
    </div>
  );
}

export default function ProjectSpecificationPage() {
  // The layout has already made the URL's project the selected one, or answered not-found.
  const { projectId: id } = useNumericParams('projectId');
  const navigate = useNavigate();
  const project = useProject(id);
  const usages = useResourceUsages(id);
  const remove = useDeleteProject();
  const setProjectId = useProjectStore((s) => s.setProjectId);

  if (Number.isNaN(id) || project.error?.status === 404) return <StatusPage status={404} />;
  if (project.isLoading) return <Skeleton active />;
  if (!project.data)
    return (
      <Alert
        type="error"
        message={t.loadFailed}
        action={
          <Button size="small" onClick={() => void project.refetch()}>
            {t.retry}
          </Button>
        }
      />
    );
  const p = project.data;

  const deleteButton = (
    <ConfirmAction
      danger
      need="admin"
      label={t.delete}
      title={t.deleteTitle}
      description={t.deleteText}
      typedConfirmation={p.name ?? ''}
      onConfirm={async () => {
        await remove.mutateAsync({ params: { id: p.id } });
        setProjectId(null);
        notify.success(t.deleted(p.name ?? EMPTY_VALUE));
        navigate('/');
      }}
    />
  );

  return (
    <>
      <PageHeader title={`${t.specification}: ${p.name === null ? EMPTY_VALUE : toPersianDigits(p.name)}`} extra={deleteButton} />
      <ProjectTabs projectId={p.id} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card>
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label={t.name}>{p.name === null ? EMPTY_VALUE : toPersianDigits(p.name)}</Descriptions.Item>
              <Descriptions.Item label={t.id}>{toPersianDigits(p.id)}</Descriptions.Item>
              <Descriptions.Item label={t.datacenter}>{p.datacenterName ?? EMPTY_VALUE}</Descriptions.Item>
              <Descriptions.Item label={t.isPublic}>{p.isPublic ? t.yes : t.no}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title={t.usage}>
            <Typography.Paragraph type="secondary">{t.usageHint}</Typography.Paragraph>
            {usages.isLoading ? (
              <Skeleton active />
            ) : usages.data ? (
              USAGE_ROWS.map(([resource, max, current]) => (
                <UsageRow key={resource} resource={resource} used={usages.data?.[current] ?? 0} limit={usages.data?.[max] ?? 0} />
              ))
            ) : (
              <Button size="small" onClick={() => void usages.refetch()}>
                {t.retry}
              </Button>
            )}
          </Card>
        </Col>
      </Row>
    </>
  );
}
