import { Button, Flex, Form, Input, Select, Switch } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { createKuberDeploymentSchema, envNameSpec, imageRefOf, type KuberCloudImage } from '@portal/contracts';
import { formatNumber } from '@portal/locale';
import { formRules, NumberField, Ltr } from '@portal/ui';
import { deploymentMessages } from './messages';

const t = deploymentMessages.deployment;
const S = createKuberDeploymentSchema;

/** The form of a deployment: a tag of a catalogue image, replicas, public or not, env as rows. */
export interface DeploymentForm {
  name: string;
  imageTagId?: number;
  replicaNumber: number;
  isPublic: boolean;
  env: { key: string; value: string }[];
}
export const toKeyValue = (env: DeploymentForm['env'] | undefined): Record<string, string> =>
  Object.fromEntries((env ?? []).map((e) => [(e.key ?? '').trim(), e.value ?? '']));
export const fromKeyValue = (map: Record<string, string>): DeploymentForm['env'] => Object.entries(map).map(([key, value]) => ({ key, value }));

/** Every tag of every image, as `nginx:1.27`. */
export const imageTagOptions = (images: KuberCloudImage[] | undefined) =>
  (images ?? []).map((i) => ({
    label: i.name,
    title: i.subtitle ?? undefined,
    options: (i.tags ?? []).map((tag) => ({ value: tag.id, label: <Ltr>{imageRefOf(i, tag)}</Ltr> })),
  }));

/**
 * The fields of a deployment, for `deployment/add` (`create`: name, image, public) and the setting
 * tab (replicas and env). A 422's `KeyValue[0].Key` lands on that env row.
 */
export function DeploymentFields({ create, images }: { create?: boolean; images?: KuberCloudImage[] }) {
  return (
    <>
      {create && (
        <Flex gap={16} wrap>
          <Form.Item name="name" label={t.name} rules={formRules(S.name)} style={{ flex: '1 1 200px' }}>
            <Input dir="ltr" autoComplete="off" />
          </Form.Item>
          <Form.Item name="imageTagId" label={t.image} rules={formRules(S.imageTagId)} style={{ flex: '2 1 260px' }}>
            <Select options={imageTagOptions(images)} showSearch optionFilterProp="title" />
          </Form.Item>
        </Flex>
      )}
      <Flex gap={16} wrap>
        <Form.Item name="replicaNumber" label={t.replicas} rules={formRules(S.replicaNumber)} style={{ flex: '1 1 140px' }}>
          <NumberField min={1} max={50} style={{ width: '100%' }} />
        </Form.Item>
        {create && (
          <Form.Item name="isPublic" label={t.isPublic} valuePropName="checked" style={{ flex: '1 1 140px' }}>
            <Switch />
          </Form.Item>
        )}
      </Flex>
      <Form.List name="env">
        {(fields, { add, remove }) => (
          <Flex vertical gap={4} style={{ marginBottom: 16 }}>
            <strong>{t.env}</strong>
            {fields.map((field, i) => (
              <Flex key={field.key} gap={8} wrap align="start">
                <Form.Item
                  name={[field.name, 'key']}
                  label={`${t.envName} ${formatNumber(i + 1)}`}
                  rules={formRules(envNameSpec)}
                  style={{ flex: '1 1 160px', marginBottom: 8 }}
                >
                  <Input dir="ltr" autoComplete="off" />
                </Form.Item>
                <Form.Item name={[field.name, 'value']} label={`${t.envValue} ${formatNumber(i + 1)}`} style={{ flex: '2 1 200px', marginBottom: 8 }}>
                  <Input dir="ltr" autoComplete="off" />
                </Form.Item>
                <Button
                  aria-label={`${t.remove} ${formatNumber(i + 1)}`}
                  icon={<DeleteOutlined />}
                  onClick={() => remove(field.name)}
                  style={{ marginTop: 30 }}
                />
              </Flex>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ key: '', value: '' })} style={{ alignSelf: 'start' }}>
              {t.addEnv}
            </Button>
          </Flex>
        )}
      </Form.List>
    </>
  );
}
