import { Form } from 'antd';
import type { CreateStorageHostRequest } from '@portal/contracts';
import { BundleCards, bundlePriceRows, ChoiceField, OrderForm, OrderSection, PageHeader, PriceSummary, ResourceNameField, useNumericParams } from '@portal/ui';
import { fill } from '@portal/locale';
import { storageMessages } from '../../messages';
import { useCreateStorageHost, useDatacenters, useStorageBundles } from './api';
import { bundleLines } from './bundle-lines';

const t = storageMessages.create;

export default function CreateHostPage() {
  const { projectId } = useNumericParams('projectId');
  const [form] = Form.useForm<CreateStorageHostRequest>();
  const bundles = useStorageBundles();
  const datacenters = useDatacenters();
  const create = useCreateStorageHost();
  const bundleId = Form.useWatch('productBundleId', form);
  const bundle = bundles.data?.find((b) => b.id === bundleId);
  const listPath = `/storage/${projectId}`;

  const send = (body: CreateStorageHostRequest) => create.mutateAsync({ params: { projectId }, body });

  return (
    <>
      <PageHeader title={t.title} backTo={listPath} backLabel={t.back} />
      <OrderForm<CreateStorageHostRequest>
        form={form}
        summary={<PriceSummary rows={bundlePriceRows(bundle, t)} placeholder={t.pickBundle} />}
        confirmText={(body) => fill(t.confirmText, { name: body.name, bundle: bundle?.name ?? '' })}
        send={send}
        successMessage={t.created}
        doneTo={listPath}
        labels={{ summary: t.summary, submit: t.submit, confirmTitle: t.confirmTitle, cancel: storageMessages.detail.cancel }}
      >
        <OrderSection title={t.datacenter}>
          <ChoiceField name="datacenterId" requiredMessage={t.datacenterRequired} options={(datacenters.data ?? []).map((d) => ({ value: d.id, label: d.name }))} />
        </OrderSection>
        <OrderSection title={t.bundle}>
          <Form.Item name="productBundleId" rules={[{ required: true, message: t.bundleRequired }]} style={{ margin: 0 }}>
            <BundleCards bundles={bundles.data} loading={bundles.isLoading} describe={bundleLines} col={{ xs: 24, sm: 12, xl: 6 }} />
          </Form.Item>
        </OrderSection>
        <OrderSection title={t.name}>
          <ResourceNameField label={t.name} hint={t.nameHint} bare />
        </OrderSection>
      </OrderForm>
    </>
  );
}
