import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Col, Flex, Form, Input, Modal, Row } from 'antd';
import type { ProductBundle } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { fill, formatGigabytes, formatNumber, formatToman } from '@portal/locale';
import { BundleCards, NumberField, notify, PageHeader, PredefinedCustomToggle, PriceSummary, useNumericParams, usePermission, WithReason } from '@portal/ui';
import { cloudPlatformMessages } from '../../messages';
import { customPrice, useCloudBundles, useCloudUnitPrices, useCreateNamespace } from './api';
import { firstNamespaceProblem, initialNamespaceForm, namespaceBody, type NamespaceFormState } from './namespace-form';

const t = cloudPlatformMessages.createNamespace;

const bundleLines = (b: ProductBundle): string[] => [fill(t.cores, { n: formatNumber(b.cpu ?? 0) }), `${formatGigabytes(b.memory)} RAM`, `${formatGigabytes(b.disk)} SSD`, fill(t.podsLine, { n: formatNumber((b.cpu ?? 0) * 10) })];

/** `/kubernetes-cloud/{projectId}/add`: a bundle or a custom size, the name; the spec's three checks in order. */
export default function CreateNamespacePage() {
  const { projectId } = useNumericParams('projectId');
  const navigate = useNavigate();
  const [form] = Form.useForm<NamespaceFormState>();
  const bundles = useCloudBundles();
  const units = useCloudUnitPrices();
  const create = useCreateNamespace();
  const { allowed, reason } = usePermission('write');
  const [confirming, setConfirming] = useState<NamespaceFormState | null>(null);
  const watched = Form.useWatch([], form) as Partial<NamespaceFormState> | undefined;
  const state = { ...initialNamespaceForm, ...watched };
  const listPath = `/kubernetes-cloud/${projectId}`;
  const bundle = bundles.data?.find((b) => b.id === state.productBundleId);
  const priced = state.isPredefined ? bundle : customPrice(units.data, state);
  const summary = (
    <PriceSummary
      rows={priced && [
        { label: t.monthly, value: formatToman(priced.price) },
        { label: t.hourly, value: formatToman(priced.hourlyPrice) },
      ]}
      placeholder={t.pickBundle}
    />
  );

  const review = () => {
    const values = { ...initialNamespaceForm, ...form.getFieldsValue(true) } as NamespaceFormState;
    const problem = firstNamespaceProblem(values);
    if (problem) {
      notify.error(problem);
      return;
    }
    if (!allowed) return;
    setConfirming(values);
  };
  const submit = async () => {
    if (!confirming || create.isPending) return;
    const target = {
      setFields: (fields: { name: (string | number)[]; errors: string[] }[]) =>
        form.setFields(fields.map((f) => ({ name: (f.name[0] === 'tenPods' ? ['pods'] : f.name) as never, errors: f.errors }))),
    };
    const accepted = await sendForm(target, () => create.mutateAsync({ params: { projectId }, body: namespaceBody(confirming) }));
    setConfirming(null);
    if (!accepted) return;
    notify.success(t.created);
    navigate(listPath);
  };

  return (
    <>
      <PageHeader title={t.title} backTo={listPath} backLabel={t.back} />
      {reason ? <Alert type="warning" showIcon title={reason} style={{ marginBottom: 16 }} /> : null}
      <Form<NamespaceFormState> form={form} layout="vertical" requiredMark={false} initialValues={initialNamespaceForm} onFinish={review}>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={16}>
            <Flex vertical gap={16}>
              <Card title={t.sizing} extra={<Form.Item name="isPredefined" noStyle><PredefinedCustomToggle /></Form.Item>}>
                <Form.Item name="productBundleId" style={{ margin: 0 }} hidden={!state.isPredefined}>
                  <BundleCards bundles={bundles.data} loading={bundles.isLoading} describe={bundleLines} col={{ xs: 24, sm: 12, xl: 8 }} aria-label={t.bundle} />
                </Form.Item>
                {!state.isPredefined && (
                  <Flex gap={16} wrap>
                    <Form.Item name="cpu" label={t.cpu} style={{ flex: '1 1 140px' }}>
                      <NumberField min={1} max={64} style={{ width: '100%' }} />
                    </Form.Item>
                    <Form.Item name="memory" label={t.memory} style={{ flex: '1 1 140px' }}>
                      <NumberField min={1} max={256} style={{ width: '100%' }} />
                    </Form.Item>
                    <Form.Item name="disk" label={t.disk} style={{ flex: '1 1 140px' }}>
                      <NumberField min={10} max={2000} style={{ width: '100%' }} />
                    </Form.Item>
                    <Form.Item name="pods" label={t.pods} style={{ flex: '1 1 140px' }}>
                      <NumberField min={10} max={500} step={10} style={{ width: '100%' }} />
                    </Form.Item>
                  </Flex>
                )}
              </Card>
              <Card title={t.name}>
                <Form.Item name="name" label={t.name} extra={t.nameHint} style={{ margin: 0 }}>
                  <Input dir="ltr" autoComplete="off" />
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
      <Modal open={confirming !== null} title={t.confirmTitle} okText={t.submit} cancelText={t.cancel} confirmLoading={create.isPending} onOk={() => void submit()} onCancel={() => setConfirming(null)}>
        {confirming && <p>{fill(t.confirmText, { name: confirming.name.trim() })}</p>}
        {summary}
      </Modal>
    </>
  );
}
