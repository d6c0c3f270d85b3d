import { Button, Card, Form, Skeleton, Typography } from 'antd';
import { sendForm } from '@portal/api';
import { notify, usePermission, WithReason } from '@portal/ui';
import { deploymentMessages } from '../messages';
import { envMap, useDeploymentEnv, useEditDeployment } from '../api';
import { DeploymentFields, fromKeyValue, toKeyValue, type DeploymentForm } from '../DeploymentFields';
import type { DeploymentTabProps } from './types';

const t = deploymentMessages.deploymentSetting;

/**
 * The deployment's replicas and env through the edit call (a new rollout): the env rows sent as
 * `keyValue`, the keys no longer there as `envToDelete`. A refusal (a bad key, the namespace's
 * pods) marks its field and keeps what was typed.
 */
export function SettingTab({ deployment: d, host, projectId }: DeploymentTabProps) {
  const ids = { projectId, kuberHostId: host.id };
  const env = useDeploymentEnv(ids, d.id);
  const [form] = Form.useForm<DeploymentForm>();
  const edit = useEditDeployment();
  const { allowed, reason } = usePermission('write');
  if (env.isLoading) return <Skeleton active />;
  const current = envMap(env.data);
  const initial: DeploymentForm = { name: d.name ?? '', replicaNumber: d.replica, isPublic: true, env: fromKeyValue(current) };

  const save = async (values: DeploymentForm) => {
    if (edit.isPending || !allowed) return;
    const keyValue = toKeyValue(values.env);
    const envToDelete = Object.fromEntries(
      Object.keys(current)
        .filter((k) => !(k in keyValue))
        .map((k) => [k, current[k]!]),
    );
    const target = {
      setFields: (fields: { name: (string | number)[]; errors: string[] }[]) =>
        form.setFields(fields.map((f) => ({ name: (f.name[0] === 'keyValue' ? ['env', f.name[1], 'key'] : f.name) as never, errors: f.errors }))),
    };
    if (await sendForm(target, () => edit.mutateAsync({ params: { ...ids, id: d.id }, body: { replicaNumber: values.replicaNumber, keyValue, envToDelete } })))
      notify.success(t.saved);
  };

  return (
    <Card title={t.title}>
      <Typography.Paragraph type="secondary">{t.hint}</Typography.Paragraph>
      <Form<DeploymentForm> form={form} layout="vertical" requiredMark={false} initialValues={initial} disabled={!allowed} onFinish={(v) => void save(v)}>
        <DeploymentFields />
        <WithReason reason={reason}>
          <Button type="primary" htmlType="submit" disabled={!allowed} loading={edit.isPending}>
            {t.save}
          </Button>
        </WithReason>
      </Form>
    </Card>
  );
}
