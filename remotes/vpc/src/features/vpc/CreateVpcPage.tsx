import { Button, Flex, Form, Input } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { CreateVpcRequest, ProductBundle } from '@portal/contracts';
import { fill, formatGigabytes, formatNumber } from '@portal/locale';
import { BundleCards, bundlePriceRows, ChoiceField, OrderForm, OrderSection, PageHeader, PriceSummary, useNumericParams } from '@portal/ui';
import { vpcMessages } from '../../messages';
import { useCreateVpc, useDatacenters, useVpcBundles } from './api';

const t = vpcMessages.create;

const bundleLines = (b: ProductBundle): string[] => [
  `${t.cpu}: ${fill(t.cores, { n: formatNumber(b.cpu ?? 0) })}`,
  `${t.memory}: ${formatGigabytes(b.memory)}`,
  `${t.disk}: ${formatGigabytes(b.disk)}`,
];

type Values = Partial<CreateVpcRequest>;

/**
 * `/vpc/{projectId}/add`: data centre, server configuration, name and the networks. The only
 * check before sending is the spec's: no data centre → the toast, nothing sent; the rest is the
 * API's 422, shown on the fields (`Networks[i].GatewayCidr` lands on that row).
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
        initialValues={{ networks: [{ name: '', gatewayCidr: '' }] }}
        check={(values) => (values.datacenterId ? null : t.datacenterRequired)}
        toRequest={(values) => ({ name: values.name ?? '', productBundleId: values.productBundleId as number, datacenterId: values.datacenterId as number, networks: values.networks ?? [] })}
        summary={<PriceSummary rows={bundlePriceRows(bundle, t)} placeholder={t.pickBundle} />}
        confirmText={(body) => fill(t.confirmText, { name: body.name, bundle: bundle?.name ?? '', count: formatNumber(body.networks.length) })}
        send={(body) => create.mutateAsync({ params: { projectId }, body })}
        successMessage={t.created}
        doneTo={listPath}
        labels={{ summary: t.summary, submit: t.submit, confirmTitle: t.confirmTitle, cancel: t.cancel }}
      >
        <OrderSection title={t.datacenter}>
          <ChoiceField name="datacenterId" requiredMessage={t.datacenterRequired} aria-label={t.datacenter} options={(datacenters.data ?? []).map((d) => ({ value: d.id, label: d.name }))} />
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
        <OrderSection title={t.networks}>
          <Form.List name="networks">
            {(fields, { add, remove }) => (
              <Flex vertical gap={8}>
                <span>{t.networksHint}</span>
                {fields.map((field, i) => (
                  <Flex key={field.key} gap={8} wrap align="start">
                    <Form.Item name={[field.name, 'name']} label={`${t.networkName} ${formatNumber(i + 1)}`} style={{ flex: '1 1 160px', marginBottom: 8 }}>
                      <Input dir="ltr" autoComplete="off" />
                    </Form.Item>
                    <Form.Item name={[field.name, 'gatewayCidr']} label={`${t.gatewayCidr} ${formatNumber(i + 1)}`} style={{ flex: '1 1 160px', marginBottom: 8 }}>
                      <Input dir="ltr" autoComplete="off" placeholder="10.0.1.1/24" />
                    </Form.Item>
                    <Button aria-label={`${t.removeNetwork} ${formatNumber(i + 1)}`} icon={<DeleteOutlined />} onClick={() => remove(field.name)} disabled={fields.length === 1} style={{ marginTop: 30 }} />
                  </Flex>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add({ name: '', gatewayCidr: '' })} style={{ alignSelf: 'start' }}>
                  {t.addNetwork}
                </Button>
              </Flex>
            )}
          </Form.List>
        </OrderSection>
      </OrderForm>
    </>
  );
}
