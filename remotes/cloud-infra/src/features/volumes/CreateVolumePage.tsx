import { useState } from 'react';
import { Form, Skeleton } from 'antd';
import { createVolumeSchema, VOLUME_SIZE, type CreateVolumeRequest } from '@portal/contracts';
import { formatGigabytes } from '@portal/locale';
import { ChoiceField, NumberField, OrderForm, OrderSection, PageHeader, PredefinedCustomToggle, PriceSummary, ResourceNameField, useNumericParams, formRules } from '@portal/ui';
import { useCreateVolume, useDatacenters, useVolumeBundles } from './api';
import { volumeMessages } from './messages';
import { volumePriceRows } from './volume-price';

const t = volumeMessages.create;

export default function CreateVolumePage() {
  const { projectId } = useNumericParams('projectId');
  const [form] = Form.useForm<CreateVolumeRequest>();
  const [isPredefined, setPredefined] = useState(true);
  const bundles = useVolumeBundles();
  const datacenters = useDatacenters();
  const create = useCreateVolume();
  const size = Form.useWatch('size', form);
  const listPath = `/block-storage/${projectId}`;

  const send = (body: CreateVolumeRequest) => create.mutateAsync({ params: { projectId }, body });

  return (
    <>
      <PageHeader title={t.title} backTo={listPath} backLabel={t.back} />
      <OrderForm<CreateVolumeRequest>
        form={form}
        summary={<PriceSummary rows={volumePriceRows(size)} placeholder={t.pickSize} />}
        confirmText={(body) => t.confirmText(body.name, formatGigabytes(body.size))}
        send={send}
        successMessage={t.created}
        doneTo={listPath}
        labels={t}
      >
        <OrderSection title={t.datacenter}>
          <ChoiceField name="datacenterId" extra={t.datacenterHint} requiredMessage={t.datacenterRequired} options={(datacenters.data ?? []).map((d) => ({ value: d.id, label: d.name }))} />
        </OrderSection>
        <OrderSection title={t.size} extra={<PredefinedCustomToggle value={isPredefined} onChange={setPredefined} />}>
          {isPredefined ? (
            bundles.isLoading ? (
              <Skeleton active />
            ) : (
              <ChoiceField name="size" requiredMessage={t.bundleRequired} solid={false} aria-label={t.size} options={(bundles.data ?? []).map((b) => ({ value: b.disk ?? 0, label: formatGigabytes(b.disk ?? 0) }))} />
            )
          ) : (
            <Form.Item
              name="size"
              label={t.customSize}
              rules={formRules(createVolumeSchema.size)}
              style={{ margin: 0 }}
            >
              <NumberField min={1} max={VOLUME_SIZE.max} precision={0} style={{ width: 200 }} aria-label={t.customSize} />
            </Form.Item>
          )}
        </OrderSection>
        <OrderSection title={t.name}>
          <ResourceNameField label={t.name} hint={t.nameHint} bare />
        </OrderSection>
      </OrderForm>
    </>
  );
}
