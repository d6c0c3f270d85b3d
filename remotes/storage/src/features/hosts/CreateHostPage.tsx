import { Form, Switch } from 'antd';
import { createStorageHostSchema, storageCustomSizeSpec, storagePrice, STORAGE_CUSTOM_SIZE, type CreateStorageHostRequest } from '@portal/contracts';
import {
  BundleCards,
  bundlePriceRows,
  formRules,
  NumberField,
  OrderForm,
  OrderSection,
  PageHeader,
  PredefinedCustomToggle,
  PriceSummary,
  ResourceNameField,
  useNumericParams,
  type PriceRow,
} from '@portal/ui';
import { fill, formatGigabytes, formatNumber } from '@portal/locale';
import { storageHostMessages } from './messages';
import { useCreateStorageHost, useStorageBundles, useStorageUnitPrices } from './api';
import { bundleLines } from './bundle-lines';

const t = storageHostMessages.create;

interface Values {
  name: string;
  isPredefined: boolean;
  productBundleId?: number;
  disk?: number;
  publicAccess: boolean;
}
/** A plan (the order then names no size) or a size in GB (no plan); the host goes to the project's data centre. */
const toRequest = (v: Values): CreateStorageHostRequest => ({
  name: v.name,
  publicAccess: v.publicAccess === true,
  isPredefined: v.isPredefined !== false,
  productBundleId: v.isPredefined !== false ? (v.productBundleId ?? null) : null,
  disk: v.isPredefined !== false ? null : (v.disk ?? null),
});
const initialValues: Partial<Values> = { isPredefined: true, publicAccess: false, disk: STORAGE_CUSTOM_SIZE.initial };
const inRange = (disk: number | undefined): disk is number => Number.isInteger(disk) && disk! >= STORAGE_CUSTOM_SIZE.min && disk! <= STORAGE_CUSTOM_SIZE.max;

/** `/storage/{projectId}/add`: a plan or a custom size (priced at product 104's GB item), the name, public access. */
export default function CreateHostPage() {
  const { projectId } = useNumericParams('projectId');
  const [form] = Form.useForm<Values>();
  const bundles = useStorageBundles();
  const units = useStorageUnitPrices();
  const create = useCreateStorageHost();
  const isPredefined = Form.useWatch('isPredefined', form) !== false;
  const bundleId = Form.useWatch('productBundleId', form);
  const disk = Form.useWatch('disk', form);
  const bundle = bundles.data?.find((b) => b.id === bundleId);
  const sized = inRange(disk) ? storagePrice(units.data, disk) : undefined;
  const listPath = `/storage/${projectId}`;

  const rows: PriceRow[] | undefined = isPredefined
    ? bundlePriceRows(bundle, t)
    : sized && [
        { label: t.sizeLine, value: formatGigabytes(disk!) },
        { label: t.monthly, rial: sized.monthly, withToman: true },
        { label: t.hourly, rial: sized.hourly },
      ];
  const send = (body: CreateStorageHostRequest) => create.mutateAsync({ params: { projectId }, body });

  return (
    <>
      <PageHeader title={t.title} backTo={listPath} backLabel={t.back} />
      <OrderForm<Values, CreateStorageHostRequest>
        form={form}
        toRequest={toRequest}
        initialValues={initialValues}
        summary={<PriceSummary rows={rows} placeholder={isPredefined ? t.pickBundle : t.pickSize} />}
        confirmText={(body) =>
          body.isPredefined
            ? fill(t.confirmText, { name: body.name ?? '', bundle: bundle?.name ?? '' })
            : fill(t.confirmSizeText, { name: body.name ?? '', size: formatGigabytes(body.disk ?? 0) })
        }
        send={send}
        successMessage={t.created}
        doneTo={listPath}
        labels={{ summary: t.summary, submit: t.submit, confirmTitle: t.confirmTitle, cancel: storageHostMessages.detail.cancel }}
      >
        <OrderSection
          title={t.sizing}
          extra={
            <Form.Item name="isPredefined" noStyle>
              <PredefinedCustomToggle predefinedLabel={t.predefined} customLabel={t.custom} />
            </Form.Item>
          }
        >
          {isPredefined ? (
            <Form.Item name="productBundleId" rules={formRules(createStorageHostSchema.productBundleId, { required: true })} style={{ margin: 0 }}>
              <BundleCards bundles={bundles.data} loading={bundles.isLoading} describe={bundleLines} col={{ xs: 24, sm: 12, xl: 6 }} aria-label={t.bundle} />
            </Form.Item>
          ) : (
            <Form.Item
              name="disk"
              label={t.size}
              extra={fill(t.sizeHint, { min: formatNumber(STORAGE_CUSTOM_SIZE.min), max: formatNumber(STORAGE_CUSTOM_SIZE.max) })}
              rules={formRules(storageCustomSizeSpec)}
              style={{ margin: 0 }}
            >
              {/* No min/max on the input: a size out of range is said in the field's message, not silently clamped. */}
              <NumberField step={STORAGE_CUSTOM_SIZE.step} precision={0} style={{ width: 200 }} />
            </Form.Item>
          )}
        </OrderSection>
        <OrderSection title={t.name}>
          <ResourceNameField label={t.name} hint={t.nameHint} bare />
        </OrderSection>
        <OrderSection title={t.publicAccess}>
          <Form.Item name="publicAccess" valuePropName="checked" extra={t.publicAccessHint} style={{ margin: 0 }}>
            <Switch aria-label={t.publicAccess} />
          </Form.Item>
        </OrderSection>
      </OrderForm>
    </>
  );
}
