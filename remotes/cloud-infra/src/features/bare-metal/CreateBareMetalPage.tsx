import { Form } from 'antd';
import { createBareMetalHostSchema, type BareMetalImage, type CreateBareMetalHostRequest } from '@portal/contracts';
import {
  BundleCards,
  bundlePriceRows,
  ChoiceField,
  OrderForm,
  OrderSection,
  PageHeader,
  PriceSummary,
  ResourceNameField,
  useNumericParams,
  Ltr,
  formRules,
} from '@portal/ui';
import { useBareMetalBundles, useBareMetalImages, useCreateBareMetal } from './api';
import { bundleLines } from './bundle-lines';
import { bareMetalMessages } from './messages';

const t = bareMetalMessages.create;

/** Only the images the provider still offers for new orders (`status` true); the machine goes to the project's data centre. */
const offered = (images: BareMetalImage[] | undefined) => (images ?? []).filter((i) => i.status);

export default function CreateBareMetalPage() {
  const { projectId } = useNumericParams('projectId');
  const [form] = Form.useForm<CreateBareMetalHostRequest>();
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
        confirmText={(body) => t.confirmText(body.name ?? '', bundle?.name ?? '')}
        send={send}
        successMessage={t.created}
        doneTo={listPath}
        labels={t}
      >
        <OrderSection title={t.image}>
          <ChoiceField
            name="imageId"
            spec={createBareMetalHostSchema.imageId}
            solid={false}
            options={offered(images.data).map((i) => ({ value: i.id, label: <Ltr>{i.name ?? i.bareMetalHostImageOs}</Ltr> }))}
          />
        </OrderSection>
        <OrderSection title={t.bundle}>
          <Form.Item name="productBundleId" rules={formRules(createBareMetalHostSchema.productBundleId)} style={{ margin: 0 }}>
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
