import { Form, Input } from 'antd';
import { datacenterSpec, type CreateVpcRequest, type VpcBundle } from '@portal/contracts';
import { fill, formatNumber } from '@portal/locale';
import { BundleCards, bundlePriceRows, ChoiceField, OrderForm, OrderSection, PageHeader, PriceSummary, useNumericParams } from '@portal/ui';
import { vpcPageMessages } from './messages';
import { useCreateVpc, useDatacenters, useVpcBundles } from './api';

const t = vpcPageMessages.create;

/** The provider's VPC bundle row: its rules (in tens) and the public addresses included. */
const bundleLines = (b: VpcBundle): string[] => [
  `${t.rules}: ${fill(t.rulesValue, { n: formatNumber(b.rules10 * 10) })}`,
  `${t.ipv4}: ${formatNumber(b.ipv4)}`,
];

/** The form keeps a data centre choice (a VPC needs one); the provider's order places the VPC in the project's. */
type Values = Partial<CreateVpcRequest> & { datacenterId?: number };

/**
 * `/vpc/{projectId}/add`: data centre, server configuration and name. The only check before
 * sending is the data centre: none chosen → the toast, nothing sent; the rest is the API's 422,
 * shown on the fields. Networks are attached on the VPC's page once it exists (the provider's
 * order carries none).
 */
export default function CreateVpcPage() {
  const { projectId } = useNumericParams('projectId');
  const [form] = Form.useForm<Values>();
  const bundles = useVpcBundles();
  const datacenters = useDatacenters();
  const create = useCreateVpc();
  const bundleId = Form.useWatch('productBundleId', form);
  const bundle = bundles.data?.find((b) => b.id === bundleId);
  const listPath = `/vpc/${projectId}`;

  return (
    <>
      <PageHeader title={t.title} backTo={listPath} backLabel={t.back} />
      <OrderForm<Values, CreateVpcRequest>
        form={form}
        check={(values) => (values.datacenterId ? null : t.datacenterRequired)}
        toRequest={(values) => ({ name: values.name ?? '', productBundleId: values.productBundleId as number })}
        summary={<PriceSummary rows={bundlePriceRows(bundle, t)} placeholder={t.pickBundle} />}
        confirmText={(body) => fill(t.confirmText, { name: body.name ?? '', bundle: bundle?.name ?? '' })}
        send={(body) => create.mutateAsync({ params: { projectId }, body })}
        successMessage={t.created}
        doneTo={listPath}
        labels={{ summary: t.summary, submit: t.submit, confirmTitle: t.confirmTitle, cancel: t.cancel }}
      >
        <OrderSection title={t.datacenter}>
          <ChoiceField
            name="datacenterId"
            spec={datacenterSpec}
            aria-label={t.datacenter}
            options={(datacenters.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
          />
        </OrderSection>
        <OrderSection title={t.bundle}>
          <Form.Item name="productBundleId" style={{ margin: 0 }}>
            <BundleCards bundles={bundles.data} loading={bundles.isLoading} describe={bundleLines} col={{ xs: 24, sm: 12, xl: 6 }} />
          </Form.Item>
        </OrderSection>
        <OrderSection title={t.name}>
          <Form.Item name="name" extra={t.nameHint} style={{ margin: 0 }}>
            <Input dir="ltr" autoComplete="off" aria-label={t.name} />
          </Form.Item>
        </OrderSection>
      </OrderForm>
    </>
  );
}
