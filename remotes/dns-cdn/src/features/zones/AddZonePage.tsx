import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, Flex, Form, Input, Radio, Space, Typography } from 'antd';
import {
  api,
  CDN_HOURLY_PRICE,
  CDN_TYPE_IDS,
  CDN_TYPES,
  cdnTypeIdSpec,
  createZoneSchema,
  domainToDisplay,
  domainToStored,
  type CdnType,
} from '@portal/contracts';
import { call, sendForm } from '@portal/api';
import { fill, formatNumber } from '@portal/locale';
import { formRules, notify, PageHeader, Permitted, StatusTag, useNumericParams } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { zoneListMessages } from './messages';
import { useChangeCdnType, useCheckZone, useCreateZone, useZone, useZoneNs } from './api';
import { Nameservers } from './Nameservers';
import { VerifyButton } from './VerifyButton';

const t = zoneListMessages.add;

interface Values {
  zoneName: string;
  cdnType: CdnType;
}

/**
 * `/cdn/{projectId}/add-zone`: the domain (checked first: its form, and that it is not on the
 * platform yet) and the CDN type; once added, the nameservers to set at the registrar, each with
 * a copy button, and the verification that turns the zone active. The provider's create takes the
 * domain alone and answers no id: the new zone is found in the list by its name, and a plan other
 * than DNS-only is set on it right after.
 */
export default function AddZonePage() {
  const { projectId } = useNumericParams('projectId');
  const [form] = Form.useForm<Values>();
  const check = useCheckZone();
  const create = useCreateZone();
  const changePlan = useChangeCdnType();
  const [createdId, setCreatedId] = useState<number | null>(null);
  const listPath = `/cdn/${projectId}`;

  const submit = async (values: Values) => {
    await sendForm(form, async () => {
      await check.mutateAsync({ params: { projectId }, body: { zoneName: values.zoneName } });
      await create.mutateAsync({ params: { projectId }, body: { zoneName: values.zoneName } });
      const stored = domainToStored(values.zoneName);
      const zone = (await call(api.dnsCdn.hostList, { params: { projectId } })).find((z) => z.zoneName === stored);
      if (!zone) return;
      notify.success(t.created);
      setCreatedId(zone.id);
      if (values.cdnType !== 'dns') {
        changePlan.mutate(
          { params: { projectId, id: zone.id }, body: { cdnTypeId: CDN_TYPE_IDS[values.cdnType] } },
          { onError: () => notify.error(t.planFailed) },
        );
      }
    });
  };

  return (
    <>
      <PageHeader title={t.title} backTo={listPath} backLabel={t.back} />
      {createdId === null ? (
        <Card>
          <Form<Values>
            form={form}
            layout="vertical"
            requiredMark={false}
            initialValues={{ cdnType: 'basic' }}
            onFinish={(v) => void submit(v)}
            style={{ maxWidth: 560 }}
          >
            <Form.Item name="zoneName" label={t.name} extra={t.nameHint} rules={formRules(createZoneSchema.zoneName)}>
              <Input dir="auto" autoComplete="off" spellCheck={false} />
            </Form.Item>
            <Form.Item name="cdnType" label={t.cdnType} rules={formRules(cdnTypeIdSpec, { input: (v) => (v ? CDN_TYPE_IDS[v as CdnType] : v) })}>
              <Radio.Group>
                <Space orientation="vertical">
                  {CDN_TYPES.map((type) => (
                    <Radio key={type} value={type}>
                      {dnsCdnMessages.cdnTypes[type]} — {formatNumber(CDN_HOURLY_PRICE[type])} {t.perHour}
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
    <Card title={t.nsTitle} extra={<StatusTag statusId={zone.data.statusId} status={zone.data.status} />}>
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>{fill(t.nsText, { name: domainToDisplay(zone.data.zoneName ?? '') })}</Typography.Paragraph>
        <Nameservers nameservers={ns.data?.cloudNs ?? []} />
        <Flex gap={12} wrap align="center">
          <VerifyButton projectId={projectId} zone={zone.data} />
          <Link to={`/cdn/${projectId}/${id}/overview`}>{t.goToZone}</Link>
        </Flex>
      </Flex>
    </Card>
  );
}
