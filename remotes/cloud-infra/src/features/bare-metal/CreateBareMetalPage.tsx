import { Form } from 'antd';
import type { CreateBareMetalHostRequest } from '@portal/contracts';
import { BundleCards, bundlePriceRows, ChoiceField, OrderForm, OrderSection, PageHeader, PriceSummary, ResourceNameField, useNumericParams } from '@portal/ui';
import { useDatacenters } from '../volumes/api';
import { useBareMetalBundles, useBareMetalImages, useCreateBareMetal } from './api';
import { bundleLines } from './bundle-lines';
import { bareMetalMessages } from './messages';

const t = bareMetalMessages.create;

export default function CreateBareMetalPage() {
  const { projectId } = useNumericParams('projectId');
  const [form] = Form.useForm<CreateBareMetalHostRequest>();
  const datacenters = useDatacenters();
  const images = useBareMetalImages();
  const bundles = useBareMetalBundles();
  const create = useCreateBareMetal();
  const bundleId = Form.useWatch('productBundleId', form);
  const bundle = bundles.data?.find((b) => b.id === bundleId);
  const listPath = `/bare-metal/${projectId}`;

  const send = (body: CreateBareMetalHostRequest) => create.mutateAsync({ params: { projectId }, body });

  return (
    <>
      <PageHeader title={t.title} backTo={listPath} backLabel={t.back} />
      <OrderForm<CreateBareMetalHostRequest>
        form={form}
        summary={<PriceSummary rows={bundlePriceRows(bundle, t)} placeholder={t.pickBundle} />}
        confirmText={(body) => t.confirmText(body.name, bundle?.name ?? '')}
        send={send}
        successMessage={t.created}
        doneTo={listPath}
        labels={t}
      >
        <OrderSection title={t.datacenter}>
          <ChoiceField name="datacenterId" requiredMessage={t.datacenterRequired} options={(datacenters.data ?? []).map((d) => ({ value: d.id, label: d.name }))} />
        </OrderSection>
        <OrderSection title={t.image}>
          <ChoiceField name="imageId" requiredMessage={t.imageRequired} solid={false} options={(images.data ?? []).map((i) => ({ value: i.id, label: <span dir="ltr">{i.name}</span> }))} />
        </OrderSection>
        <OrderSection title={t.bundle}>
          <Form.Item name="productBundleId" rules={[{ required: true, message: t.bundleRequired }]} style={{ margin: 0 }}>
            <BundleCards bundles={bundles.data} loading={bundles.isLoading} describe={bundleLines} col={{ xs: 24, md: 8 }} />
          </Form.Item>
        </OrderSection>
        <OrderSection title={t.name}>
          <ResourceNameField label={t.name} bare />
        </OrderSection>
      </OrderForm>
    </>
  );
}
