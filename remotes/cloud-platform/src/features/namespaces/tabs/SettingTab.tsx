import { Button, Card, Flex, Form, Typography } from 'antd';
import { editKuberHostSchema, serviceStatusOf } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { formatToman } from '@portal/locale';
import { formRules, notify, NumberField, usePermission } from '@portal/ui';
import { namespaceMessages } from '../messages';
import { customPrice, useCloudUnitPrices, useResizeNamespace } from '../api';
import type { TabProps } from './types';

type SizeForm = { cpu: number; memory: number; disk: number; pods: number };

export function SettingTab({ host, projectId }: TabProps) {
  const t = namespaceMessages.settings;
  const c = namespaceMessages.createNamespace;
  const [form] = Form.useForm<SizeForm>();
  const resize = useResizeNamespace();
  const units = useCloudUnitPrices();
  const { allowed, reason } = usePermission('write');
  const watched = Form.useWatch([], form) as SizeForm | undefined;
  const price = customPrice(units.data, watched ?? { cpu: host.cpu ?? 0, memory: host.memory ?? 0, disk: host.disk ?? 0 });
  const save = async (v: SizeForm) => {
    if (resize.isPending) return;
    const target = {
      setFields: (fields: { name: (string | number)[]; errors: string[] }[]) =>
        form.setFields(fields.map((f) => ({ name: (f.name[0] === 'tenPods' ? ['pods'] : f.name) as never, errors: f.errors }))),
    };
    const ok = await sendForm(target, () =>
      resize.mutateAsync({ params: { projectId, id: host.id }, body: { cpu: v.cpu, memory: v.memory, disk: v.disk, tenPods: Math.round(v.pods / 10) } }),
    );
    if (ok) notify.success(t.saved);
  };
  return (
    <Card title={t.title}>
      <Typography.Paragraph>{t.hint}</Typography.Paragraph>
      <Form<SizeForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ cpu: host.cpu, memory: host.memory, disk: host.disk, pods: (host.tenPods ?? 0) * 10 }}
        onFinish={(v) => void save(v)}
      >
        <Flex gap={16} wrap>
          <Form.Item name="cpu" label={c.cpu} rules={formRules(editKuberHostSchema.cpu)} style={{ flex: '1 1 140px' }}>
            <NumberField min={1} max={64} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="memory" label={c.memory} rules={formRules(editKuberHostSchema.memory)} style={{ flex: '1 1 140px' }}>
            <NumberField min={1} max={256} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="disk" label={c.disk} rules={formRules(editKuberHostSchema.disk)} style={{ flex: '1 1 140px' }}>
            <NumberField min={10} max={2000} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="pods" label={c.pods} style={{ flex: '1 1 140px' }}>
            <NumberField min={10} max={500} step={10} style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
        <Typography.Paragraph>
          {t.newPrice}: <strong>{price ? formatToman(price.monthly) : '—'}</strong>
        </Typography.Paragraph>
        <Button type="primary" htmlType="submit" disabled={!allowed || serviceStatusOf(host.statusId) !== 'active'} title={reason} loading={resize.isPending}>
          {t.save}
        </Button>
      </Form>
    </Card>
  );
}
