import { Form, Switch } from 'antd';
import type { CreateStorageHostRequest } from '@portal/contracts';
import { BundleCards, bundlePriceRows, OrderForm, OrderSection, PageHeader, PriceSummary, ResourceNameField, useNumericParams } from '@portal/ui';
import { fill } from '@portal/locale';
import { storageMessages } from '../../messages';
import { useCreateStorageHost, useStorageBundles } from './api';
import { bundleLines } from './bundle-lines';

const t = storageMessages.create;

interface Values {
  name: string;
  productBundleId: number;
  publicAccess: boolean;
}
/** The portal orders by plan: the provider's order then names no size; the host goes to the project's data centre. */
const toRequest = (v: Values): CreateStorageHostRequest => ({ name: v.name, publicAccess: v.publicAccess === true, isPredefined: true, productBundleId: v.productBundleId, disk: null });

export default function CreateHostPage() {
  const { projectId } = useNumericParams('projectId');
  const [form] = Form.useForm<Values>();
  const bundles = useStorageBundles();
  const create = useCreateStorageHost();
  const bundleId = Form.useWatch('productBundleId', form);
  const bundle = bundles.data?.find((b) => b.id === bundleId);
  const listPath = `/storage/${projectId}`;

  const send = (body: CreateStorageHostRequest) => create.mutateAsync({ params: { projectId }, body });

  return (
    <>
      <PageHeader title={t.title} backTo={listPath} backLabel={t.back} />
      <OrderForm<Values, CreateStorageHostRequest>
        form={form}
        toRequest={toRequest}
        initialValues={{ publicAccess: false }}
        summary={<PriceSummary rows={bundlePriceRows(bundle, t)} placeholder={t.pickBundle} />}
        confirmText={(body) => fill(t.confirmText, { name: body.name ?? '', bundle: bundle?.name ?? '' })}
        send={send}
        successMessage={t.created}
        doneTo={listPath}
        labels={{ summary: t.summary, submit: t.submit, confirmTitle: t.confirmTitle, cancel: storageMessages.detail.cancel }}
      >
        <OrderSection title={t.bundle}>
          <Form.Item name="productBundleId" rules={[{ required: true, message: t.bundleRequired }]} style={{ margin: 0 }}>
            <BundleCards bundles={bundles.data} loading={bundles.isLoading} describe={bundleLines} col={{ xs: 24, sm: 12, xl: 6 }} />
          </Form.Item>
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
