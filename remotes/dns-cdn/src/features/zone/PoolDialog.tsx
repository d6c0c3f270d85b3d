import { Button, Flex, Form, Input } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { originAddressSpec, originPoolSchema, originWeightSpec, ORIGINS_MAX, type OriginPool, type OriginPoolRequest } from '@portal/contracts';
import { fill, formatNumber } from '@portal/locale';
import { FormDialog, formRules, NumberField } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { useCreatePool, useEditPool } from '../../api';

const t = dnsCdnMessages.pools;
const blank: OriginPoolRequest = { name: '', origins: [{ address: '', weight: 100 }], healthCheckPath: '/', healthCheckInterval: 30 };

/**
 * Create or edit an origin pool: its name, its origins (address and weight, one row each) and the
 * health check. The rules are the contract's; the sandbox's 422s (`Origins[1].Address`) land on the row.
 */
export function PoolDialog({ projectId, zoneId, pool, open, onClose }: { projectId: number; zoneId: number; pool: OriginPool | null; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<OriginPoolRequest>();
  const create = useCreatePool();
  const edit = useEditPool();

  const send = (body: OriginPoolRequest) =>
    pool ? edit.mutateAsync({ params: { projectId, id: pool.id }, body }) : create.mutateAsync({ params: { projectId, dnsCdnHostId: zoneId }, body });

  return (
    <FormDialog<OriginPoolRequest>
      form={form}
      open={open}
      values={pool ? { name: pool.name, origins: pool.origins, healthCheckPath: pool.healthCheckPath, healthCheckInterval: pool.healthCheckInterval } : blank}
      onClose={onClose}
      title={pool ? t.editTitle : t.createTitle}
      okText={t.save}
      cancelText={t.cancel}
      successMessage={pool ? t.saved : t.created}
      send={send}
      width={560}
    >
      <Form.Item name="name" label={t.name} rules={formRules(originPoolSchema.name!)}>
        <Input dir="ltr" autoComplete="off" />
      </Form.Item>
      <Form.List name="origins">
        {(fields, { add, remove }, { errors }) => (
          <Flex vertical gap={8} style={{ marginBottom: 16 }}>
            {fields.map((field, i) => (
              <Flex key={field.key} gap={8} align="start" wrap>
                <Form.Item name={[field.name, 'address']} label={fill(t.address, { n: formatNumber(i + 1) })} rules={formRules(originAddressSpec)} style={{ flex: '1 1 220px', margin: 0 }}>
                  <Input dir="ltr" autoComplete="off" spellCheck={false} />
                </Form.Item>
                <Form.Item name={[field.name, 'weight']} label={fill(t.weight, { n: formatNumber(i + 1) })} rules={formRules(originWeightSpec)} style={{ width: 120, margin: 0 }}>
                  <NumberField min={1} max={100} style={{ width: '100%' }} />
                </Form.Item>
                {fields.length > 1 && (
                  <Button icon={<DeleteOutlined />} aria-label={fill(t.removeOrigin, { n: formatNumber(i + 1) })} onClick={() => remove(field.name)} style={{ marginTop: 30 }} />
                )}
              </Flex>
            ))}
            <Form.ErrorList errors={errors} />
            {fields.length < ORIGINS_MAX && (
              <Button icon={<PlusOutlined />} onClick={() => add({ address: '', weight: 100 })} style={{ alignSelf: 'start' }}>
                {t.addOrigin}
              </Button>
            )}
          </Flex>
        )}
      </Form.List>
      <Flex gap={8} wrap>
        <Form.Item name="healthCheckPath" label={t.healthCheckPath} rules={formRules(originPoolSchema.healthCheckPath!)} style={{ flex: '1 1 200px' }}>
          <Input dir="ltr" autoComplete="off" />
        </Form.Item>
        <Form.Item name="healthCheckInterval" label={t.healthCheckInterval} rules={formRules(originPoolSchema.healthCheckInterval!)} style={{ width: 160 }}>
          <NumberField min={10} max={300} style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
    </FormDialog>
  );
}
