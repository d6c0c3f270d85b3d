import { Form, Input } from 'antd';
import { apiGatewayRouteSchema, type ApiGatewayRoute, type ApiGatewayRouteRequest } from '@portal/contracts';
import { FormDialog, formRules, NumberField } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { useCreateGatewayRoute, useEditGatewayRoute } from './api';

const t = dnsCdnMessages.gateway;

/** Create or edit an API gateway route: path, upstream URL, rate limit per minute. */
export function GatewayRouteDialog({
  projectId,
  zoneId,
  route,
  open,
  onClose,
}: {
  projectId: number;
  zoneId: number;
  route: ApiGatewayRoute | null;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ApiGatewayRouteRequest>();
  const create = useCreateGatewayRoute();
  const edit = useEditGatewayRoute();

  const send = (body: ApiGatewayRouteRequest) =>
    route ? edit.mutateAsync({ params: { projectId, id: route.id }, body }) : create.mutateAsync({ params: { projectId, dnsCdnHostId: zoneId }, body });

  return (
    <FormDialog<ApiGatewayRouteRequest>
      form={form}
      open={open}
      values={route ? { path: route.path, upstream: route.upstream, rateLimit: route.rateLimit } : { path: '', upstream: '', rateLimit: 600 }}
      onClose={onClose}
      title={route ? t.editTitle : t.createTitle}
      okText={t.save}
      cancelText={t.cancel}
      successMessage={route ? t.saved : t.created}
      send={send}
    >
      <Form.Item name="path" label={t.path} extra={t.pathHint} rules={formRules(apiGatewayRouteSchema.path!)}>
        <Input dir="ltr" autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item name="upstream" label={t.upstream} extra={t.upstreamHint} rules={formRules(apiGatewayRouteSchema.upstream!)}>
        <Input dir="ltr" autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item name="rateLimit" label={t.rateLimit} extra={t.rateLimitHint} rules={formRules(apiGatewayRouteSchema.rateLimit!)}>
        <NumberField min={1} max={100_000} style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
}
