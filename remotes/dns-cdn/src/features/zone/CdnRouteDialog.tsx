import { Button, Checkbox, Flex, Form, Input, Select } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { CDN_LB_POLICIES, cdnRouteSchema, destinationAddressSpec, DESTINATIONS_MAX, type CdnRoute, type CdnRouteFields } from '@portal/contracts';
import { fill, formatNumber } from '@portal/locale';
import { FormDialog, formRules, NumberField } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { useCreateCdnRoute, useEditCdnRoute } from './api';

const t = dnsCdnMessages.cdnRoutes;

type RouteForm = CdnRouteFields & { destinations: { address: string }[] };
const blank: RouteForm = { path: '', host: '', cdnLbPolicyId: 1, maxConnectionsPerServer: 100, acceptDangerCert: false, destinations: [{ address: '' }] };

/**
 * Create or edit a CDN route, the provider's model: a path (fixed once made), the host name sent on,
 * the load-balancing policy, the connection cap per destination, the invalid-certificate flag and
 * the destinations (one row each). The sandbox's 422s (`Destinations[1].Address`) land on the row.
 */
export function CdnRouteDialog({
  projectId,
  zoneId,
  route,
  path,
  open,
  onClose,
}: {
  projectId: number;
  zoneId: number;
  route: CdnRoute | null;
  path: string;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<RouteForm>();
  const create = useCreateCdnRoute();
  const edit = useEditCdnRoute();

  const send = ({ path: p, host, ...rest }: RouteForm) => {
    const body = { ...rest, host: host?.trim() ? host.trim() : null, acceptDangerCert: !!rest.acceptDangerCert };
    return route
      ? edit.mutateAsync({ params: { projectId, dnsCdnHostId: zoneId, id: route.id }, body })
      : create.mutateAsync({ params: { projectId, dnsCdnHostId: zoneId }, body: { ...body, path: p } });
  };

  return (
    <FormDialog<RouteForm>
      form={form}
      open={open}
      values={
        route
          ? {
              path,
              host: route.host ?? '',
              cdnLbPolicyId: route.cdnLbPolicyId,
              maxConnectionsPerServer: route.maxConnectionsPerServer,
              acceptDangerCert: route.acceptDangerCert,
              destinations: (route.destinations ?? []).map((d) => ({ address: d.address ?? '' })),
            }
          : blank
      }
      onClose={onClose}
      title={route ? t.editTitle : t.createTitle}
      okText={t.save}
      cancelText={t.cancel}
      successMessage={route ? t.saved : t.created}
      send={send}
      width={560}
    >
      <Form.Item name="path" label={t.path} extra={t.pathHint} rules={route ? [] : formRules(cdnRouteSchema.path!)}>
        <Input dir="ltr" autoComplete="off" spellCheck={false} disabled={!!route} />
      </Form.Item>
      <Form.List name="destinations">
        {(fields, { add, remove }, { errors }) => (
          <Flex vertical gap={8} style={{ marginBottom: 16 }}>
            {fields.map((field, i) => (
              <Flex key={field.key} gap={8} align="start">
                <Form.Item
                  name={[field.name, 'address']}
                  label={fill(t.destination, { n: formatNumber(i + 1) })}
                  rules={formRules(destinationAddressSpec)}
                  style={{ flex: '1 1 220px', margin: 0 }}
                >
                  <Input dir="ltr" autoComplete="off" spellCheck={false} />
                </Form.Item>
                {fields.length > 1 && (
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={fill(t.removeDestination, { n: formatNumber(i + 1) })}
                    onClick={() => remove(field.name)}
                    style={{ marginTop: 30 }}
                  />
                )}
              </Flex>
            ))}
            <Form.ErrorList errors={errors} />
            {fields.length < DESTINATIONS_MAX && (
              <Button icon={<PlusOutlined />} onClick={() => add({ address: '' })} style={{ alignSelf: 'start' }}>
                {t.addDestination}
              </Button>
            )}
          </Flex>
        )}
      </Form.List>
      <Form.Item name="cdnLbPolicyId" label={t.policy} rules={formRules(cdnRouteSchema.cdnLbPolicyId!)}>
        <Select options={CDN_LB_POLICIES.map((p) => ({ value: p.id, label: t.policies[p.name] }))} />
      </Form.Item>
      <Form.Item name="maxConnectionsPerServer" label={t.maxConnections} rules={formRules(cdnRouteSchema.maxConnectionsPerServer!)}>
        <NumberField min={1} max={100_000} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="host" label={t.host} extra={t.hostHint} rules={formRules(cdnRouteSchema.host!)}>
        <Input dir="ltr" autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item name="acceptDangerCert" valuePropName="checked" extra={t.acceptDangerCertHint}>
        <Checkbox>{t.acceptDangerCert}</Checkbox>
      </Form.Item>
    </FormDialog>
  );
}
