import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Col, Flex, Form, Input, Modal, Radio, Row } from 'antd';
import type { ProductBundle } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { fill, formatGigabytes, formatNumber, formatToman } from '@portal/locale';
import { BundleCards, NumberField, notify, PageHeader, PredefinedCustomToggle, PriceSummary, useNumericParams, usePermission, WithReason, type PriceRow } from '@portal/ui';
import { cloudPlatformMessages } from '../../messages';
import { useClusterBundles, useCreateCluster, useImages, useKubernetesPrice, useVersions } from './api';
import { clusterBody, CLUSTER_FIELD_NAMES, firstClusterProblem, initialClusterForm, priceQuery, type ClusterFormState } from './cluster-form';

const t = cloudPlatformMessages.createCluster;

const bundleLines = (b: ProductBundle): string[] => [fill(t.cores, { n: formatNumber(b.cpu ?? 0) }), `${formatGigabytes(b.memory)} RAM`, `${formatGigabytes(b.disk)} SSD`];

/**
 * `/kubernetes-cluster/{projectId}/add`: the spec's form state and defaults, its six checks in
 * order (the first failure a toast, nothing sent), the live price of the worker nodes, a confirm
 * step with the price again; success → toast, the list refetched, the user on the list.
 */
export default function CreateClusterPage() {
  const { projectId } = useNumericParams('projectId');
  const navigate = useNavigate();
  const [form] = Form.useForm<ClusterFormState>();
  const images = useImages(projectId);
  const versions = useVersions(projectId);
  const bundles = useClusterBundles();
  const create = useCreateCluster();
  const { allowed, reason } = usePermission('write');
  const [confirming, setConfirming] = useState<ClusterFormState | null>(null);
  const watched = Form.useWatch([], form) as ClusterFormState | undefined;
  const state = { ...initialClusterForm, ...watched, customConfig: { ...initialClusterForm.customConfig, ...watched?.customConfig } };
  const price = useKubernetesPrice(state.nodeQuantity ?? 0, priceQuery(state));
  const listPath = `/kubernetes-cluster/${projectId}`;

  const rows: PriceRow[] | undefined = price.data && [
    { label: t.perNodeMonthly, value: formatToman(price.data.perNodeMonthly) },
    { label: t.perNodeHourly, value: formatToman(price.data.perNodeHourly) },
    { label: t.totalMonthly, value: formatToman(price.data.totalMonthly) },
    { label: t.totalHourly, value: formatToman(price.data.totalHourly) },
  ];
  const summary = <PriceSummary rows={rows} placeholder={t.pickBundle} />;

  const review = () => {
    const values = { ...initialClusterForm, ...form.getFieldsValue(true) } as ClusterFormState;
    const problem = firstClusterProblem(values);
    if (problem) {
      notify.error(problem);
      return;
    }
    if (!allowed) return;
    setConfirming(values);
  };
  const submit = async () => {
    if (!confirming || create.isPending) return;
    // A 422 goes on the form's own fields (the API names them after the request model).
    const target = {
      setFields: (fields: { name: (string | number)[]; errors: string[] }[]) =>
        form.setFields(fields.map((f) => ({ name: (CLUSTER_FIELD_NAMES[String(f.name[0])] ?? f.name) as never, errors: f.errors }))),
    };
    const accepted = await sendForm(target, () => create.mutateAsync({ params: { projectId }, body: clusterBody(confirming) }));
    setConfirming(null);
    if (!accepted) return;
    notify.success(t.created);
    navigate(listPath);
  };

  return (
    <>
      <PageHeader title={t.title} backTo={listPath} backLabel={t.back} />
      {reason ? <Alert type="warning" showIcon title={reason} style={{ marginBottom: 16 }} /> : null}
      <Form<ClusterFormState> form={form} layout="vertical" requiredMark={false} initialValues={initialClusterForm} onFinish={review}>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={16}>
            <Flex vertical gap={16}>
              <Card title={t.os}>
                <Form.Item name="selectedOs" style={{ margin: 0 }}>
                  <Radio.Group optionType="button" buttonStyle="solid" aria-label={t.os} options={(images.data ?? []).map((i) => ({ value: i.id, label: i.name }))} />
                </Form.Item>
              </Card>
              <Card title={t.version}>
                <Form.Item name="kubernetesVersion" style={{ margin: 0 }}>
                  <Radio.Group optionType="button" buttonStyle="solid" aria-label={t.version} options={(versions.data ?? []).map((v) => ({ value: v.id, label: <span dir="ltr">{v.version}</span> }))} />
                </Form.Item>
              </Card>
              <Card title={t.sizing} extra={<Form.Item name="isPredefined" noStyle><PredefinedCustomToggle /></Form.Item>}>
                <Form.Item name="predefinedConfig" style={{ margin: 0 }} hidden={!state.isPredefined}>
                  <BundleCards bundles={bundles.data} loading={bundles.isLoading} describe={bundleLines} col={{ xs: 24, sm: 12, xl: 6 }} aria-label={t.bundle} />
                </Form.Item>
                {!state.isPredefined && (
                  <Flex gap={16} wrap>
                    <Form.Item name={['customConfig', 'cpu']} label={t.cpu} style={{ flex: '1 1 140px' }}>
                      <NumberField min={1} max={32} style={{ width: '100%' }} />
                    </Form.Item>
                    <Form.Item name={['customConfig', 'memory']} label={t.memory} style={{ flex: '1 1 140px' }}>
                      <NumberField min={1} max={128} style={{ width: '100%' }} />
                    </Form.Item>
                    <Form.Item name={['customConfig', 'disk']} label={t.disk} style={{ flex: '1 1 140px' }}>
                      <NumberField min={25} max={2000} style={{ width: '100%' }} />
                    </Form.Item>
                    <Form.Item name={['customConfig', 'ipV4']} label={t.ipV4} style={{ flex: '1 1 140px' }}>
                      <NumberField disabled style={{ width: '100%' }} />
                    </Form.Item>
                  </Flex>
                )}
              </Card>
              <Card title={t.nodeQuantity}>
                <Form.Item name="nodeQuantity" style={{ margin: 0 }}>
                  <NumberField min={1} max={20} aria-label={t.nodeQuantity} />
                </Form.Item>
              </Card>
              <Card title={t.name}>
                <Form.Item name="serverName" extra={t.nameHint} label={t.name}>
                  <Input dir="ltr" autoComplete="off" />
                </Form.Item>
                <Form.Item name="serverPassword" label={t.password} style={{ margin: 0 }}>
                  <Input.Password dir="ltr" autoComplete="new-password" />
                </Form.Item>
              </Card>
            </Flex>
          </Col>
          <Col xs={24} lg={8}>
            <Card title={t.summary} style={{ position: 'sticky', top: 88 }}>
              {summary}
              <WithReason reason={reason} block>
                <Button type="primary" htmlType="submit" block size="large" disabled={!allowed} loading={create.isPending} style={{ marginTop: 16 }}>
                  {t.submit}
                </Button>
              </WithReason>
            </Card>
          </Col>
        </Row>
      </Form>
      <Modal
        open={confirming !== null}
        title={t.confirmTitle}
        okText={t.submit}
        cancelText={t.cancel}
        confirmLoading={create.isPending}
        onOk={() => void submit()}
        onCancel={() => setConfirming(null)}
      >
        {confirming && <p>{fill(t.confirmText, { name: confirming.serverName.trim(), count: formatNumber(confirming.nodeQuantity) })}</p>}
        {summary}
      </Modal>
    </>
  );
}

