import { useNavigate } from 'react-router-dom';
import { Button, Card, Descriptions, Flex, Form, Select, Statistic } from 'antd';
import { CDN_TYPES, changeCdnTypeSchema, domainToDisplay, type CdnType } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { fill, formatNumber, formatRial } from '@portal/locale';
import { formatRatio } from '../../format';
import { ConfirmAction, DateText, Ltr, notify, Permitted, StatusTag, formRules } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { useAnalytics, useChangeCdnType, useDeleteZone, useZoneNs } from '../../api';
import { Nameservers } from '../zones/Nameservers';
import { VerifyButton } from '../zones/VerifyButton';
import type { TabProps } from './ZonePage';

const t = dnsCdnMessages.zone;

/** The zone at a glance: status and plan, its nameservers (and verification), a day's traffic, plan change, delete. */
export default function OverviewTab({ zone }: TabProps) {
  const navigate = useNavigate();
  const ns = useZoneNs(zone.projectId, zone.id);
  const stats = useAnalytics(zone.projectId, zone.id, 1);
  const remove = useDeleteZone();
  const changePlan = useChangeCdnType();
  const [form] = Form.useForm<{ cdnType: CdnType }>();
  const ids = { projectId: zone.projectId, id: zone.id };

  return (
    <Flex vertical gap={16}>
      <Card>
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'status', label: t.status, children: <StatusTag status={zone.status} /> },
            { key: 'plan', label: t.plan, children: dnsCdnMessages.cdnTypes[zone.cdnType] },
            { key: 'price', label: t.price, children: formatRial(zone.hourlyPrice) },
            { key: 'records', label: t.records, children: formatNumber(zone.recordCount) },
            { key: 'activated', label: t.activatedAt, children: <DateText value={zone.activatedAt} /> },
            { key: 'created', label: t.createdAt, children: <DateText value={zone.createdAt} /> },
          ]}
        />
      </Card>
      <Card title={t.nameservers}>
        <Flex vertical gap={12}>
          <Nameservers nameservers={ns.data?.nameservers ?? []} />
          {ns.data && (
            <div>
              {t.currentNs}:{' '}
              {ns.data.current.map((n, i) => (
                <span key={n}>
                  {i > 0 && '، '}
                  <Ltr>{n}</Ltr>
                </span>
              ))}
            </div>
          )}
          <div>
            <VerifyButton zone={zone} />
          </div>
        </Flex>
      </Card>
      <Card title={t.quickStats}>
        <Flex gap={32} wrap>
          <Statistic title={t.requests} value={stats.data ? formatNumber(stats.data.totals.requests) : '----'} />
          <Statistic title={t.bandwidth} value={stats.data ? formatNumber(stats.data.totals.bandwidthMb) : '----'} />
          <Statistic title={t.cacheHit} value={stats.data ? formatRatio(stats.data.totals.cacheHitRatio) : '----'} />
        </Flex>
      </Card>
      <Card title={t.changePlan}>
        <Form
          form={form}
          layout="inline"
          initialValues={{ cdnType: zone.cdnType }}
          onFinish={(v) =>
            void sendForm(form, async () => {
              await changePlan.mutateAsync({ params: ids, body: v });
              notify.success(t.planChanged);
            })
          }
        >
          <Form.Item name="cdnType" label={t.plan} rules={formRules(changeCdnTypeSchema.cdnType)}>
            <Select style={{ minWidth: 180 }} options={CDN_TYPES.map((c) => ({ value: c, label: dnsCdnMessages.cdnTypes[c] }))} />
          </Form.Item>
          <Permitted>
            {(disabled) => (
              <Button htmlType="submit" disabled={disabled || zone.status === 'updating'} loading={changePlan.isPending}>
                {t.save}
              </Button>
            )}
          </Permitted>
        </Form>
      </Card>
      <Flex justify="end">
        <ConfirmAction
          label={t.delete}
          title={t.deleteTitle}
          description={fill(t.deleteText, { name: domainToDisplay(zone.name) })}
          okText={t.delete}
          cancelText={t.cancel}
          danger
          disabled={zone.status === 'deleting'}
          onConfirm={async () => {
            await remove.mutateAsync({ params: ids });
            notify.success(t.deleted);
            navigate(`/cdn/${zone.projectId}`);
          }}
        />
      </Flex>
    </Flex>
  );
}
