import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, Flex, Form, Input, Radio, Space, Typography } from 'antd';
import { CDN_TYPES, createZoneSchema, domainToDisplay, type CdnType, type CreateZoneRequest } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { fill, formatNumber } from '@portal/locale';
import { formRules, notify, PageHeader, Permitted, StatusTag, useNumericParams } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { useCheckZone, useCreateZone, useZone, useZoneNs } from '../../api';
import { Nameservers } from './Nameservers';
import { VerifyButton } from './VerifyButton';

const t = dnsCdnMessages.add;
/** Rial per hour of each plan once the zone is active (the sandbox's price list). */
const PLAN_PRICE: Record<CdnType, number> = { dns: 200, basic: 1500, pro: 6000 };

/**
 * `/cdn/{projectId}/add-zone`: the domain (checked first: its form, and that it is not on the
 * platform yet) and the CDN type; once added, the nameservers to set at the registrar, each with
 * a copy button, and the verification that turns the zone active.
 */
export default function AddZonePage() {
  const { projectId } = useNumericParams('projectId');
  const [form] = Form.useForm<CreateZoneRequest>();
  const check = useCheckZone();
  const create = useCreateZone();
  const [createdId, setCreatedId] = useState<number | null>(null);
  const listPath = `/cdn/${projectId}`;

  const submit = async (values: CreateZoneRequest) => {
    await sendForm(form, async () => {
      await check.mutateAsync({ params: { projectId }, body: { name: values.name } });
      const zone = await create.mutateAsync({ params: { projectId }, body: values });
      notify.success(t.created);
      setCreatedId(zone.id);
    });
  };

  return (
    <>
      <PageHeader title={t.title} backTo={listPath} backLabel={t.back} />
      {createdId === null ? (
        <Card>
          <Form<CreateZoneRequest> form={form} layout="vertical" requiredMark={false} initialValues={{ cdnType: 'basic' }} onFinish={(v) => void submit(v)} style={{ maxWidth: 560 }}>
            <Form.Item name="name" label={t.name} extra={t.nameHint} rules={formRules(createZoneSchema.name)}>
              <Input dir="auto" autoComplete="off" spellCheck={false} />
            </Form.Item>
            <Form.Item name="cdnType" label={t.cdnType} rules={[{ required: true, message: t.cdnTypeRequired }]}>
              <Radio.Group>
                <Space orientation="vertical">
                  {CDN_TYPES.map((type) => (
                    <Radio key={type} value={type}>
                      {dnsCdnMessages.cdnTypes[type]} — {formatNumber(PLAN_PRICE[type])} {t.perHour}
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            </Form.Item>
            <Permitted>
              {(disabled) => (
                <Button type="primary" htmlType="submit" disabled={disabled} loading={check.isPending || create.isPending}>
                  {t.submit}
                </Button>
              )}
            </Permitted>
          </Form>
        </Card>
      ) : (
        <Created projectId={projectId} id={createdId} />
      )}
    </>
  );
}

function Created({ projectId, id }: { projectId: number; id: number }) {
  const zone = useZone(projectId, id);
  const ns = useZoneNs(projectId, id);
  if (!zone.data) return null;
  return (
    <Card title={t.nsTitle} extra={<StatusTag status={zone.data.status} />}>
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>{fill(t.nsText, { name: domainToDisplay(zone.data.name) })}</Typography.Paragraph>
        <Nameservers nameservers={ns.data?.nameservers ?? []} />
        <Flex gap={12} wrap align="center">
          <VerifyButton zone={zone.data} />
          <Link to={`/cdn/${projectId}/${id}/overview`}>{t.goToZone}</Link>
        </Flex>
      </Flex>
    </Card>
  );
}
