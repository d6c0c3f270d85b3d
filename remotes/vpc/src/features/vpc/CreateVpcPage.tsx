import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Col, Flex, Form, Input, Modal, Row } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { CreateVpcRequest, ProductBundle } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { fill, formatGigabytes, formatNumber } from '@portal/locale';
import { BundleCards, bundlePriceRows, ChoiceField, notify, PageHeader, PriceSummary, useNumericParams, usePermission, WithReason } from '@portal/ui';
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
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const bundles = useVpcBundles();
  const datacenters = useDatacenters();
  const create = useCreateVpc();
  const { allowed, reason } = usePermission('write');
  const [confirming, setConfirming] = useState<CreateVpcRequest | null>(null);
  const bundleId = Form.useWatch('productBundleId', form);
  const bundle = bundles.data?.find((b) => b.id === bundleId);
  const listPath = `/vpc/${projectId}`;
  const summary = <PriceSummary rows={bundlePriceRows(bundle, t)} placeholder={t.pickBundle} />;

  const review = (values: Values) => {
    if (!values.datacenterId) {
      notify.error(t.datacenterRequired);
      return;
    }
    if (!allowed) return;
    setConfirming({ name: values.name ?? '', productBundleId: values.productBundleId as number, datacenterId: values.datacenterId, networks: values.networks ?? [] });
  };
  const submit = async () => {
    if (!confirming || create.isPending) return;
    const accepted = await sendForm(form, () => create.mutateAsync({ params: { projectId }, body: confirming }));
    setConfirming(null);
    if (!accepted) return;
    notify.success(t.created);
    navigate(listPath);
  };

  return (
    <>
      <PageHeader title={t.title} backTo={listPath} backLabel={t.back} />
      {reason ? <Alert type="warning" showIcon title={reason} style={{ marginBottom: 16 }} /> : null}
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={review} onFinishFailed={({ values }) => review(values)} initialValues={{ networks: [{ name: '', gatewayCidr: '' }] }}>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={16}>
            <Flex vertical gap={16}>
              <Card title={t.datacenter}>
                <ChoiceField name="datacenterId" requiredMessage={t.datacenterRequired} aria-label={t.datacenter} options={(datacenters.data ?? []).map((d) => ({ value: d.id, label: d.name }))} />
              </Card>
              <Card title={t.bundle}>
                <Form.Item name="productBundleId" style={{ margin: 0 }}>
                  <BundleCards bundles={bundles.data} loading={bundles.isLoading} describe={bundleLines} col={{ xs: 24, sm: 12, xl: 6 }} />
                </Form.Item>
              </Card>
              <Card title={t.name}>
                <Form.Item name="name" extra={t.nameHint} style={{ margin: 0 }}>
                  <Input dir="ltr" autoComplete="off" aria-label={t.name} />
                </Form.Item>
              </Card>
              <Card title={t.networks}>
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
        {confirming && <p>{fill(t.confirmText, { name: confirming.name, bundle: bundle?.name ?? '', count: formatNumber(confirming.networks.length) })}</p>}
        {summary}
      </Modal>
    </>
  );
}
