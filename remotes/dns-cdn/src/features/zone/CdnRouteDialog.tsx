import { Form, Input, Select, Switch } from 'antd';
import { cdnRouteSchema, type CdnRoute, type CdnRouteRequest, type OriginPool } from '@portal/contracts';
import { FormDialog, formRules, NumberField } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { useCreateCdnRoute, useEditCdnRoute } from '../../api';

const t = dnsCdnMessages.cdnRoutes;

/** Create or edit a CDN route: path pattern → origin pool, and its cache rule. */
export function CdnRouteDialog({ projectId, zoneId, pools, route, open, onClose }: { projectId: number; zoneId: number; pools: OriginPool[]; route: CdnRoute | null; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<CdnRouteRequest>();
  const create = useCreateCdnRoute();
  const edit = useEditCdnRoute();
  const cacheEnabled = Form.useWatch('cacheEnabled', form);

  const send = (body: CdnRouteRequest) =>
    route ? edit.mutateAsync({ params: { projectId, id: route.id }, body }) : create.mutateAsync({ params: { projectId, dnsCdnHostId: zoneId }, body });

  return (
    <FormDialog<CdnRouteRequest>
      form={form}
      open={open}
      values={
        route
          ? { pathPattern: route.pathPattern, originPoolId: route.originPoolId, cacheEnabled: route.cacheEnabled, cacheTtl: route.cacheTtl }
          : { pathPattern: '', originPoolId: pools[0]?.id, cacheEnabled: true, cacheTtl: 3600 }
      }
      onClose={onClose}
      title={route ? t.editTitle : t.createTitle}
      okText={t.save}
      cancelText={t.cancel}
      successMessage={route ? t.saved : t.created}
      send={send}
    >
      <Form.Item name="pathPattern" label={t.pathPattern} extra={t.pathHint} rules={formRules(cdnRouteSchema.pathPattern!)}>
        <Input dir="ltr" autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item name="originPoolId" label={t.pool} rules={formRules(cdnRouteSchema.originPoolId!)}>
        <Select options={pools.map((p) => ({ value: p.id, label: p.name }))} />
      </Form.Item>
      <Form.Item name="cacheEnabled" label={t.cacheEnabled} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="cacheTtl" label={t.cacheTtl} extra={t.cacheTtlHint} rules={formRules(cdnRouteSchema.cacheTtl!)} hidden={cacheEnabled === false}>
        <NumberField min={60} max={2_592_000} style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
}
