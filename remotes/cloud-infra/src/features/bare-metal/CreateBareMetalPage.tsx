import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Col, Form, Input, Modal, Radio, Row } from 'antd';
import type { CreateBareMetalHostRequest } from '@portal/api/contracts';
import { fieldErrorsForForm } from '@portal/api';
import { PageHeader } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { useNumericParams } from '../../route-params';
import { useDatacenters } from '../volumes/api';
import { useBareMetalBundles, useBareMetalImages, useCreateBareMetal } from './api';
import { BundleCards } from './BundleCards';
import { bareMetalMessages } from './messages';
import { PriceSummary } from './PriceSummary';

const t = bareMetalMessages.create;
const NAME_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

export default function CreateBareMetalPage() {
  const { projectId } = useNumericParams('projectId');
  const navigate = useNavigate();
  const [form] = Form.useForm<CreateBareMetalHostRequest>();
  const [confirming, setConfirming] = useState<CreateBareMetalHostRequest | null>(null);
  const datacenters = useDatacenters();
  const images = useBareMetalImages();
  const bundles = useBareMetalBundles();
  const create = useCreateBareMetal();
  const bundleId = Form.useWatch('productBundleId', form);
  const bundle = bundles.data?.find((b) => b.id === bundleId);
  const listPath = `/bare-metal/${projectId}`;

  const submit = async () => {
    if (!confirming) return;
    try {
      await create.mutateAsync({ params: { projectId }, body: confirming });
      notify.success(t.created);
      navigate(listPath);
    } catch (error) {
      setConfirming(null);
      form.setFields(fieldErrorsForForm(error));
    }
  };

  return (
    <>
      <PageHeader title={t.title} backTo={listPath} backLabel={t.back} />
      <Form form={form} layout="vertical" onFinish={setConfirming} requiredMark={false}>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={16}>
            <Card title={t.datacenter} style={{ marginBottom: 16 }}>
              <Form.Item name="datacenterId" rules={[{ required: true, message: t.datacenterRequired }]} style={{ margin: 0 }}>
                <Radio.Group optionType="button" buttonStyle="solid" options={(datacenters.data ?? []).map((d) => ({ value: d.id, label: d.name }))} />
              </Form.Item>
            </Card>
            <Card title={t.image} style={{ marginBottom: 16 }}>
              <Form.Item name="imageId" rules={[{ required: true, message: t.imageRequired }]} style={{ margin: 0 }}>
                <Radio.Group optionType="button" options={(images.data ?? []).map((i) => ({ value: i.id, label: <span dir="ltr">{i.name}</span> }))} />
              </Form.Item>
            </Card>
            <Card title={t.bundle} style={{ marginBottom: 16 }}>
              <Form.Item name="productBundleId" rules={[{ required: true, message: t.bundleRequired }]} style={{ margin: 0 }}>
                <BundleCards bundles={bundles.data} loading={bundles.isLoading} />
              </Form.Item>
            </Card>
            <Card title={t.name}>
              <Form.Item
                name="name"
                rules={[{ required: true, message: t.nameRequired }, { pattern: NAME_PATTERN, message: t.nameRule }, { min: 3, max: 50, message: t.nameRule }]}
                style={{ margin: 0 }}
              >
                <Input dir="ltr" aria-label={t.name} maxLength={50} autoComplete="off" />
              </Form.Item>
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card title={t.summary} style={{ position: 'sticky', top: 88 }}>
              <PriceSummary bundle={bundle} />
              <Button type="primary" htmlType="submit" block size="large" style={{ marginTop: 16 }}>
                {t.submit}
              </Button>
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
        <p>{t.confirmText(confirming?.name ?? '', bundle?.name ?? '')}</p>
        <PriceSummary bundle={bundle} />
      </Modal>
    </>
  );
}
