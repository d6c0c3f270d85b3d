import { useNavigate } from 'react-router-dom';
import { Button, Card, Descriptions, Flex, Form, Select, Statistic } from 'antd';
import { CDN_HOURLY_PRICE, CDN_TYPE_IDS, CDN_TYPES, changeCdnTypeSchema, domainToDisplay, keyOfId, serviceStatusOf } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { EMPTY_VALUE, fill, formatNumber, formatRial } from '@portal/locale';
import { formatRatio } from './format';
import { ConfirmAction, DateText, Ltr, notify, Permitted, StatusTag, formRules } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { zoneMessages } from './messages';
import { useChangeCdnType, useDeleteZone, useZoneNs } from '../zones/api';
import { useAnalytics, useRecords } from './api';
import { readAnalytics } from './analytics-series';
import { Nameservers } from '../zones/Nameservers';
import { VerifyButton } from '../zones/VerifyButton';
import type { TabProps } from './zone-tabs';

const t = zoneMessages.zone;

/**
 * The zone at a glance: status and plan (its price from the published table), the record count (from
 * the record list), its nameservers (and verification), a day's traffic, plan change, delete.
 */
export default function OverviewTab({ projectId, zone }: TabProps) {
  const navigate = useNavigate();
  const ns = useZoneNs(projectId, zone.id);
  const records = useRecords({ projectId, dnsCdnHostId: zone.id });
  const analytics = useAnalytics(projectId, zone.id, 1).data;
  const stats = analytics ? readAnalytics(analytics).totals : null;
  const plan = keyOfId(CDN_TYPE_IDS, zone.cdnTypeId);
  const remove = useDeleteZone();
  const changePlan = useChangeCdnType();
  const [form] = Form.useForm<{ cdnTypeId: number }>();
  const ids = { projectId, id: zone.id };

  return (
    <Flex vertical gap={16}>
      <Card>
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'status', label: t.status, children: <StatusTag statusId={zone.statusId} status={zone.status} /> },
            { key: 'plan', label: t.plan, children: plan ? dnsCdnMessages.cdnTypes[plan] : EMPTY_VALUE },
            { key: 'price', label: t.price, children: plan ? formatRial(CDN_HOURLY_PRICE[plan]) : EMPTY_VALUE },
            { key: 'records', label: t.records, children: records.data ? formatNumber(records.data.length) : EMPTY_VALUE },
            { key: 'created', label: t.createdAt, children: <DateText value={zone.createDate} /> },
            { key: 'modified', label: t.modifiedAt, children: <DateText value={zone.modifyDate} /> },
          ]}
        />
      </Card>
      <Card title={t.nameservers}>
        <Flex vertical gap={12}>
          <Nameservers nameservers={ns.data?.cloudNs ?? []} />
          {ns.data && (
            <div>
              {t.currentNs}:{' '}
              {(ns.data.ns ?? []).map((n, i) => (
                <span key={n}>
                  {i > 0 && '، '}
                  <Ltr>{n}</Ltr>
                </span>
              ))}
            </div>
          )}
          <div>
            <VerifyButton projectId={projectId} zone={zone} />
          </div>
        </Flex>
      </Card>
      <Card title={t.quickStats}>
        <Flex gap={32} wrap>
          <Statistic title={t.requests} value={stats ? formatNumber(stats.requests) : EMPTY_VALUE} />
          <Statistic title={t.bandwidth} value={stats ? formatNumber(stats.bandwidthMb) : EMPTY_VALUE} />
          <Statistic title={t.cacheHit} value={stats ? formatRatio(stats.cacheHitRatio) : EMPTY_VALUE} />
        </Flex>
      </Card>
      <Card title={t.changePlan}>
        <Form
          form={form}
          layout="inline"
          initialValues={{ cdnTypeId: zone.cdnTypeId }}
          onFinish={(v) =>
            void sendForm(form, async () => {
              await changePlan.mutateAsync({ params: ids, body: v });
              notify.success(t.planChanged);
            })
          }
        >
          <Form.Item name="cdnTypeId" label={t.plan} rules={formRules(changeCdnTypeSchema.cdnTypeId)}>
            <Select style={{ minWidth: 180 }} options={CDN_TYPES.map((c) => ({ value: CDN_TYPE_IDS[c], label: dnsCdnMessages.cdnTypes[c] }))} />
          </Form.Item>
          <Permitted>
            {(disabled) => (
              <Button htmlType="submit" disabled={disabled || serviceStatusOf(zone.statusId) === 'waiting'} loading={changePlan.isPending}>
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
          description={fill(t.deleteText, { name: domainToDisplay(zone.zoneName ?? '') })}
          okText={t.delete}
          cancelText={t.cancel}
          danger
          // Its records and CDN settings go with it: the name is typed as it is shown.
          typedConfirmation={domainToDisplay(zone.zoneName ?? '')}
          disabled={serviceStatusOf(zone.statusId) === 'deleting'}
          onConfirm={async () => {
            await remove.mutateAsync({ params: ids });
            notify.success(t.deleted);
            navigate(`/cdn/${projectId}`);
          }}
        />
      </Flex>
    </Flex>
  );
}
