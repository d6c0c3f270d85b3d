import { Flex, Form, Input } from 'antd';
import { bundlePrice, KUBER_CLOUD_LIMITS as L, type KuberCloudBundle } from '@portal/contracts';
import { fill, formatGigabytes, formatNumber, formatToman } from '@portal/locale';
import { BundleCards, NumberField, OrderForm, OrderSection, PageHeader, PredefinedCustomToggle, PriceSummary, useNumericParams } from '@portal/ui';
import { namespaceMessages } from './messages';
import { customPrice, useCloudBundles, useCloudUnitPrices, useCreateNamespace } from './api';
import { firstNamespaceProblem, initialNamespaceForm, namespaceBody, type NamespaceFormState } from './namespace-form';

const t = namespaceMessages.createNamespace;

const bundleLines = (b: KuberCloudBundle): string[] => [
  fill(t.cores, { n: formatNumber(b.kuberCpu) }),
  `${formatGigabytes(b.kuberMemory)} RAM`,
  `${formatGigabytes(b.kuberDisk)} SSD`,
  fill(t.podsLine, { n: formatNumber(b.kuber10Pods * 10) }),
];
const withDefaults = (values: Partial<NamespaceFormState> | undefined): NamespaceFormState => ({ ...initialNamespaceForm, ...values });

/** `/kubernetes-cloud/{projectId}/add`: a bundle or a custom size, the name; the three checks (a size, a name, a name of 3+ characters), in that order. */
export default function CreateNamespacePage() {
  const { projectId } = useNumericParams('projectId');
  const [form] = Form.useForm<NamespaceFormState>();
  const bundles = useCloudBundles();
  const units = useCloudUnitPrices();
  const create = useCreateNamespace();
  const state = withDefaults(Form.useWatch([], form) as Partial<NamespaceFormState> | undefined);
  const listPath = `/kubernetes-cloud/${projectId}`;
  const bundle = bundles.data?.find((b) => b.id === state.productBundleId);
  const priced = state.isPredefined ? bundlePrice(bundle) : customPrice(units.data, state);

  return (
    <>
      <PageHeader title={t.title} backTo={listPath} backLabel={t.back} />
      <OrderForm<NamespaceFormState, ReturnType<typeof namespaceBody>>
        form={form}
        initialValues={initialNamespaceForm}
        check={(values) => firstNamespaceProblem(withDefaults(values))}
        toRequest={(values) => namespaceBody(withDefaults(values))}
        // Pods are sent in tens: a refused tenPods is the pods field.
        fieldName={(path) => (path[0] === 'tenPods' ? ['pods'] : path)}
        summary={
          <PriceSummary
            rows={
              priced && [
                { label: t.monthly, value: formatToman(priced.monthly) },
                { label: t.hourly, value: formatToman(priced.hourly) },
              ]
            }
            placeholder={t.pickBundle}
          />
        }
        confirmText={(body) => fill(t.confirmText, { name: body.name ?? '' })}
        send={(body) => create.mutateAsync({ params: { projectId }, body })}
        successMessage={t.created}
        doneTo={listPath}
        labels={{ summary: t.summary, submit: t.submit, confirmTitle: t.confirmTitle, cancel: t.cancel }}
      >
        <OrderSection
          title={t.sizing}
          extra={
            <Form.Item name="isPredefined" noStyle>
              <PredefinedCustomToggle />
            </Form.Item>
          }
        >
          <Form.Item name="productBundleId" style={{ margin: 0 }} hidden={!state.isPredefined}>
            <BundleCards bundles={bundles.data} loading={bundles.isLoading} describe={bundleLines} col={{ xs: 24, sm: 12, xl: 8 }} aria-label={t.bundle} />
          </Form.Item>
          {!state.isPredefined && (
            <Flex gap={16} wrap>
              <Form.Item name="cpu" label={t.cpu} style={{ flex: '1 1 140px' }}>
                <NumberField min={L.cpu.min} max={L.cpu.max} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="memory" label={t.memory} style={{ flex: '1 1 140px' }}>
                <NumberField min={L.memory.min} max={L.memory.max} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="disk" label={t.disk} style={{ flex: '1 1 140px' }}>
                <NumberField min={L.disk.min} max={L.disk.max} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="pods" label={t.pods} style={{ flex: '1 1 140px' }}>
                <NumberField min={10} max={500} step={10} style={{ width: '100%' }} />
              </Form.Item>
            </Flex>
          )}
        </OrderSection>
        <OrderSection title={t.name}>
          <Form.Item name="name" label={t.name} extra={t.nameHint} style={{ margin: 0 }}>
            <Input dir="ltr" autoComplete="off" />
          </Form.Item>
        </OrderSection>
      </OrderForm>
    </>
  );
}
