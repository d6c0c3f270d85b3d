import { useState } from 'react';
import { Form, Skeleton, Typography } from 'antd';
import { createVolumeSchema, VOLUME_SIZE, type CreateVolumeRequest } from '@portal/contracts';
import { formatGigabytes } from '@portal/locale';
import {
  ChoiceField,
  NumberField,
  OrderForm,
  OrderSection,
  PageHeader,
  PredefinedCustomToggle,
  PriceSummary,
  ResourceNameField,
  useNumericParams,
  formRules,
} from '@portal/ui';
import { useCreateVolume, useVolumeBundles } from './api';
import { volumeMessages } from './messages';
import { volumePriceRows } from './volume-price';

const t = volumeMessages.create;

/**
 * A disk from a bundle (isPredefined + productBundleId) or of a chosen size (volumeSize), as the
 * provider's order takes it; it is made in the project's data centre (the order names none).
 */
export default function CreateVolumePage() {
  const { projectId } = useNumericParams('projectId');
  const [form] = Form.useForm<CreateVolumeRequest>();
  const [isPredefined, setPredefined] = useState(true);
  const bundles = useVolumeBundles();
  const create = useCreateVolume();
  const bundleId = Form.useWatch('productBundleId', form);
  const customSize = Form.useWatch('volumeSize', form);
  const bundleSize = (bundles.data ?? []).find((b) => b.id === bundleId)?.vDisk;
  const size = isPredefined ? bundleSize : customSize;
  const listPath = `/block-storage/${projectId}`;

  const send = (values: CreateVolumeRequest) =>
    create.mutateAsync({
      params: { projectId },
      body: isPredefined
        ? { name: values.name, isPredefined, productBundleId: values.productBundleId }
        : { name: values.name, isPredefined, volumeSize: values.volumeSize },
    });

  return (
    <>
      <PageHeader title={t.title} backTo={listPath} backLabel={t.back} />
      <OrderForm<CreateVolumeRequest>
        form={form}
        summary={<PriceSummary rows={volumePriceRows(size)} placeholder={t.pickSize} />}
        confirmText={(body) => t.confirmText(body.name ?? '', formatGigabytes((isPredefined ? bundleSize : body.volumeSize) ?? 0))}
        send={send}
        successMessage={t.created}
        doneTo={listPath}
        labels={t}
      >
        <OrderSection title={t.size} extra={<PredefinedCustomToggle value={isPredefined} onChange={setPredefined} />}>
          <Typography.Paragraph type="secondary">{t.sizeHint}</Typography.Paragraph>
          {isPredefined ? (
            bundles.isLoading ? (
              <Skeleton active />
            ) : (
              <ChoiceField
                name="productBundleId"
                spec={createVolumeSchema.productBundleId}
                solid={false}
                aria-label={t.size}
                options={(bundles.data ?? []).map((b) => ({ value: b.id, label: formatGigabytes(b.vDisk) }))}
              />
            )
          ) : (
            <Form.Item name="volumeSize" label={t.customSize} rules={formRules({ ...createVolumeSchema.volumeSize, required: true })} style={{ margin: 0 }}>
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
