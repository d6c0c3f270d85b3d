import { Button, Flex, Form, Input, Select } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { containerPortSpec, createKuberDeploymentSchema, envNameSpec, portNameSpec } from '@portal/contracts';
import { formatNumber } from '@portal/locale';
import { formRules, NumberField } from '@portal/ui';
import { cloudPlatformMessages } from '../../messages';

const t = cloudPlatformMessages.deployment;
const S = createKuberDeploymentSchema;

/**
 * The fields of a deployment, for `deployment/add` (with its name) and the setting tab (the name
 * stays): image, replicas, resources, env, ports, config map and secret references. The rules are
 * the contracts'; a 422's `Env[0].Name` lands on that row.
 */
export function DeploymentFields({ withName, configMaps, secrets }: { withName?: boolean; configMaps?: { name: string }[]; secrets?: { name: string }[] }) {
  const refOptions = (list: { name: string }[] | undefined) => (list ?? []).map((m) => ({ value: m.name, label: m.name }));
  return (
    <>
      <Flex gap={16} wrap>
        {withName && (
          <Form.Item name="name" label={t.name} rules={formRules(S.name)} style={{ flex: '1 1 200px' }}>
            <Input dir="ltr" autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item name="image" label={t.image} rules={formRules(S.image)} style={{ flex: '2 1 260px' }}>
          <Input dir="ltr" autoComplete="off" placeholder="nginx:1.27" />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item name="replicas" label={t.replicas} rules={formRules(S.replicas)} style={{ flex: '1 1 140px' }}>
          <NumberField min={0} max={50} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="cpuMillicores" label={t.cpu} rules={formRules(S.cpuMillicores)} style={{ flex: '1 1 140px' }}>
          <NumberField min={50} step={50} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="memoryMi" label={t.memory} rules={formRules(S.memoryMi)} style={{ flex: '1 1 140px' }}>
          <NumberField min={32} step={32} style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
      <Form.List name="env">
        {(fields, { add, remove }) => (
          <Flex vertical gap={4} style={{ marginBottom: 16 }}>
            <strong>{t.env}</strong>
            {fields.map((field, i) => (
              <Flex key={field.key} gap={8} wrap align="start">
                <Form.Item name={[field.name, 'name']} label={`${t.envName} ${formatNumber(i + 1)}`} rules={formRules(envNameSpec)} style={{ flex: '1 1 160px', marginBottom: 8 }}>
                  <Input dir="ltr" autoComplete="off" />
                </Form.Item>
                <Form.Item name={[field.name, 'value']} label={`${t.envValue} ${formatNumber(i + 1)}`} style={{ flex: '2 1 200px', marginBottom: 8 }}>
                  <Input dir="ltr" autoComplete="off" />
                </Form.Item>
                <Button aria-label={`${t.remove} ${formatNumber(i + 1)}`} icon={<DeleteOutlined />} onClick={() => remove(field.name)} style={{ marginTop: 30 }} />
              </Flex>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ name: '', value: '' })} style={{ alignSelf: 'start' }}>
              {t.addEnv}
            </Button>
          </Flex>
        )}
      </Form.List>
      <Form.List name="ports">
        {(fields, { add, remove }) => (
          <Flex vertical gap={4} style={{ marginBottom: 16 }}>
            <strong>{t.ports}</strong>
            {fields.map((field, i) => (
              <Flex key={field.key} gap={8} wrap align="start">
                <Form.Item name={[field.name, 'name']} label={`${t.portName} ${formatNumber(i + 1)}`} rules={formRules(portNameSpec)} style={{ flex: '1 1 140px', marginBottom: 8 }}>
                  <Input dir="ltr" autoComplete="off" />
                </Form.Item>
                <Form.Item name={[field.name, 'containerPort']} label={`${t.containerPort} ${formatNumber(i + 1)}`} rules={formRules(containerPortSpec)} style={{ flex: '1 1 120px', marginBottom: 8 }}>
                  <NumberField min={1} max={65535} style={{ width: '100%' }} />
                </Form.Item>
                <Form.Item name={[field.name, 'protocol']} label={`${t.protocol} ${formatNumber(i + 1)}`} style={{ flex: '1 1 100px', marginBottom: 8 }}>
                  <Select options={[{ value: 'TCP', label: 'TCP' }, { value: 'UDP', label: 'UDP' }]} />
                </Form.Item>
                <Button aria-label={`${t.remove} ${formatNumber(i + 1)}`} icon={<DeleteOutlined />} onClick={() => remove(field.name)} style={{ marginTop: 30 }} />
              </Flex>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ name: '', containerPort: 8080, protocol: 'TCP' })} style={{ alignSelf: 'start' }}>
              {t.addPort}
            </Button>
          </Flex>
        )}
      </Form.List>
      <Flex gap={16} wrap>
        <Form.Item name="configMapRefs" label={t.configMapRefs} style={{ flex: '1 1 220px' }}>
          <Select mode="multiple" options={refOptions(configMaps)} />
        </Form.Item>
        <Form.Item name="secretRefs" label={t.secretRefs} style={{ flex: '1 1 220px' }}>
          <Select mode="multiple" options={refOptions(secrets)} />
        </Form.Item>
      </Flex>
    </>
  );
}

/** Lists the form left out (a Form.List emptied) are sent empty. */
export const withLists = <T extends { env?: unknown[]; ports?: unknown[]; configMapRefs?: string[]; secretRefs?: string[] }>(v: T) => ({
  ...v,
  env: v.env ?? [],
  ports: v.ports ?? [],
  configMapRefs: v.configMapRefs ?? [],
  secretRefs: v.secretRefs ?? [],
});
