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
import { formatDate, toPersianDigits } from '@portal/locale';
import { useProjectStore } from '@portal/session';
import { ConfirmAction, PageHeader, useNumericParams } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { StatusPage } from '../pages/StatusPage';
import { projectMessages as t } from './messages';
import { useDeleteProject, useProject, useResourceUsages } from './api';
import { ProjectTabs } from './ProjectTabs';

function UsageRow({ usage }: { usage: ResourceUsage }) {
  const percent = usage.limit > 0 ? Math.min(100, Math.round((usage.used / usage.limit) * 100)) : 100;
  return (
    <div data-testid={`usage-${usage.resource}`}>
      <Typography.Text>{t.resources[usage.resource]}</Typography.Text>
      <Progress
        aria-label={t.resources[usage.resource]}
        percent={percent}
        status={usage.used >= usage.limit ? 'exception' : 'normal'}
        format={() => t.of(toPersianDigits(usage.used), toPersianDigits(usage.limit))}
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
      typedConfirmation={p.name}
      onConfirm={async () => {
        await remove.mutateAsync({ params: { id: p.id } });
        setProjectId(null);
        notify.success(t.deleted(p.name));
        navigate('/');
      }}
    />
  );

  return (
    <>
      <PageHeader title={`${t.specification}: ${toPersianDigits(p.name)}`} extra={deleteButton} />
      <ProjectTabs projectId={p.id} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card>
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label={t.name}>{toPersianDigits(p.name)}</Descriptions.Item>
              <Descriptions.Item label={t.id}>{toPersianDigits(p.id)}</Descriptions.Item>
              <Descriptions.Item label={t.createdAt}>{formatDate(p.createdAt)}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title={t.usage}>
            <Typography.Paragraph type="secondary">{t.usageHint}</Typography.Paragraph>
            {usages.isLoading ? (
              <Skeleton active />
            ) : usages.data ? (
              usages.data.map((u) => <UsageRow key={u.resource} usage={u} />)
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
