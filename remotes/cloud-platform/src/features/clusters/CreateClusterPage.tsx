import { Flex, Form, Input, Radio } from 'antd';
import { clusterPrice, KUBER_CLUSTER_LIMITS as L, type KuberClusterBundle } from '@portal/contracts';
import { fill, formatGigabytes, formatNumber, formatToman } from '@portal/locale';
import {
  BundleCards,
  NumberField,
  OrderForm,
  OrderSection,
  PageHeader,
  PredefinedCustomToggle,
  PriceSummary,
  useNumericParams,
  type PriceRow,
  Ltr,
} from '@portal/ui';
import { clusterMessages } from './messages';
import { useClusterBundles, useCreateCluster, useImages, useKubernetesPrice, useVersions } from './api';
import { asksPrice, clusterBody, CLUSTER_FIELD_NAMES, firstClusterProblem, initialClusterForm, type ClusterFormState } from './cluster-form';

const t = clusterMessages.createCluster;

const bundleLines = (b: KuberClusterBundle): string[] => [
  fill(t.cores, { n: formatNumber(b.vCpu) }),
  `${formatGigabytes(b.vMemory)} RAM`,
  `${formatGigabytes(b.vDisk)} SSD`,
];
const withDefaults = (values: Partial<ClusterFormState> | undefined): ClusterFormState => ({
  ...initialClusterForm,
  ...values,
  customConfig: { ...initialClusterForm.customConfig, ...values?.customConfig },
});

/**
 * `/kubernetes-cluster/{projectId}/add`: the form state and defaults, the six checks in
 * order (the first failure a toast, nothing sent), the live price of the worker nodes, a confirm
 * step with the price again; success → toast, the list refetched, the user on the list.
 */
export default function CreateClusterPage() {
  const { projectId } = useNumericParams('projectId');
  const [form] = Form.useForm<ClusterFormState>();
  const images = useImages(projectId);
  const versions = useVersions();
  const bundles = useClusterBundles();
  const create = useCreateCluster();
  const state = withDefaults(Form.useWatch([], form) as Partial<ClusterFormState> | undefined);
  const workers = state.nodeQuantity ?? 0;
  const lookup = useKubernetesPrice(workers, asksPrice(state));
  const bundle = bundles.data?.find((b) => b.id === state.predefinedConfig);
  const price = asksPrice(state) ? clusterPrice({ isPredefined: state.isPredefined, bundle, custom: state.customConfig, workers }, lookup.data) : undefined;
  const listPath = `/kubernetes-cluster/${projectId}`;

  const rows: PriceRow[] | undefined = price && [
    { label: t.perNodeMonthly, value: formatToman(price.perNode.monthly) },
    { label: t.perNodeHourly, value: formatToman(price.perNode.hourly) },
    // The control plane, when the catalogue prices it (the sandbox's is free).
    ...(price.management.monthly ? [{ label: t.management, value: formatToman(price.management.monthly) }] : []),
    { label: t.totalMonthly, value: formatToman(price.monthly) },
    { label: t.totalHourly, value: formatToman(price.hourly) },
  ];

  return (
    <>
      <PageHeader title={t.title} backTo={listPath} backLabel={t.back} />
      <OrderForm<ClusterFormState, ReturnType<typeof clusterBody>>
        form={form}
        initialValues={initialClusterForm}
        check={(values) => firstClusterProblem(withDefaults(values))}
        toRequest={(values) => clusterBody(withDefaults(values))}
        // A 422 goes on the form's own fields (the API names them after the request model).
        fieldName={(path) => CLUSTER_FIELD_NAMES[String(path[0])] ?? path}
        summary={<PriceSummary rows={rows} placeholder={t.pickBundle} />}
        confirmText={(body) => fill(t.confirmText, { name: body.clusterName ?? '', count: formatNumber(body.nodeCount ?? 0) })}
        send={(body) => create.mutateAsync({ params: { projectId }, body })}
        successMessage={t.created}
        doneTo={listPath}
        labels={{ summary: t.summary, submit: t.submit, confirmTitle: t.confirmTitle, cancel: t.cancel }}
      >
        <OrderSection title={t.os}>
          <Form.Item name="selectedOs" style={{ margin: 0 }}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              aria-label={t.os}
              options={(images.data ?? []).filter((i) => i.status).map((i) => ({ value: i.id, label: <Ltr>{i.name}</Ltr> }))}
            />
          </Form.Item>
        </OrderSection>
        <OrderSection title={t.version}>
          <Form.Item name="kubernetesVersion" style={{ margin: 0 }}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              aria-label={t.version}
              options={(versions.data ?? []).map((v) => ({ value: v.id, label: <Ltr>{v.name}</Ltr> }))}
            />
          </Form.Item>
        </OrderSection>
        <OrderSection
          title={t.sizing}
          extra={
            <Form.Item name="isPredefined" noStyle>
              <PredefinedCustomToggle />
            </Form.Item>
          }
        >
          <Form.Item name="predefinedConfig" style={{ margin: 0 }} hidden={!state.isPredefined}>
            <BundleCards bundles={bundles.data} loading={bundles.isLoading} describe={bundleLines} col={{ xs: 24, sm: 12, xl: 6 }} aria-label={t.bundle} />
          </Form.Item>
          {!state.isPredefined && (
            <Flex gap={16} wrap>
              <Form.Item name={['customConfig', 'cpu']} label={t.cpu} style={{ flex: '1 1 140px' }}>
                <NumberField min={L.cpu.min} max={L.cpu.max} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name={['customConfig', 'memory']} label={t.memory} style={{ flex: '1 1 140px' }}>
                <NumberField min={L.memory.min} max={L.memory.max} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name={['customConfig', 'disk']} label={t.disk} style={{ flex: '1 1 140px' }}>
                <NumberField min={L.disk.min} max={L.disk.max} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name={['customConfig', 'ipV4']} label={t.ipV4} style={{ flex: '1 1 140px' }}>
                <NumberField disabled style={{ width: '100%' }} />
              </Form.Item>
            </Flex>
          )}
        </OrderSection>
        <OrderSection title={t.nodeQuantity}>
          <Form.Item name="nodeQuantity" style={{ margin: 0 }}>
            <NumberField min={1} max={20} aria-label={t.nodeQuantity} />
          </Form.Item>
        </OrderSection>
        <OrderSection title={t.name}>
          <Form.Item name="serverName" extra={t.nameHint} label={t.name}>
            <Input dir="ltr" autoComplete="off" />
          </Form.Item>
          <Form.Item name="serverPassword" label={t.password} style={{ margin: 0 }}>
            <Input.Password dir="ltr" autoComplete="new-password" />
          </Form.Item>
        </OrderSection>
      </OrderForm>
    </>
  );
}
