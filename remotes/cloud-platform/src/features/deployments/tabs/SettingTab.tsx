import { Button, Card, Form, Typography } from 'antd';
import type { EditKuberDeploymentRequest } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { notify, usePermission, WithReason } from '@portal/ui';
import { cloudPlatformMessages } from '../../../messages';
import { useConfigMaps, useSecrets } from '../../namespaces/api';
import { useEditDeployment } from '../api';
import { DeploymentFields, withLists } from '../DeploymentFields';
import type { DeploymentTabProps } from './types';

const t = cloudPlatformMessages.deploymentSetting;

/**
 * The deployment's settings: image, replicas, resources, env, ports, config map and secret
 * references, through the edit call (a new rollout). The contracts' rules in the form; a refusal
 * (a bad entry, the namespace quota) marks its field and keeps what was typed.
 */
export function SettingTab({ deployment: d, projectId }: DeploymentTabProps) {
  const ids = { projectId, kuberHostId: d.kuberHostId };
  const [form] = Form.useForm<EditKuberDeploymentRequest>();
  const maps = useConfigMaps(ids);
  const secrets = useSecrets(ids);
  const edit = useEditDeployment();
  const { allowed, reason } = usePermission('write');
  const initial: EditKuberDeploymentRequest = { image: d.image, replicas: d.replicas, cpuMillicores: d.cpuMillicores, memoryMi: d.memoryMi, env: d.env, ports: d.ports, configMapRefs: d.configMapRefs, secretRefs: d.secretRefs };

  const save = async (values: EditKuberDeploymentRequest) => {
    if (edit.isPending || !allowed) return;
    const body = withLists({ ...initial, ...values, image: (values.image ?? '').trim() });
    if (await sendForm(form, () => edit.mutateAsync({ params: { ...ids, id: d.id }, body }))) notify.success(t.saved);
  };

  return (
    <Card title={t.title}>
      <Typography.Paragraph type="secondary">{t.hint}</Typography.Paragraph>
      <Form<EditKuberDeploymentRequest> form={form} layout="vertical" requiredMark={false} initialValues={initial} disabled={!allowed} onFinish={(v) => void save(v)}>
        <DeploymentFields configMaps={maps.data} secrets={secrets.data} />
        <WithReason reason={reason}>
          <Button type="primary" htmlType="submit" disabled={!allowed || d.status === 'deleting'} loading={edit.isPending}>
            {t.save}
          </Button>
        </WithReason>
      </Form>
    </Card>
  );
}
