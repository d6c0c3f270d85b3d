import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Col, Form, Input, InputNumber, Modal, Radio, Row, Skeleton } from 'antd';
import { VOLUME_SIZE, type CreateVolumeRequest } from '@portal/api/contracts';
import { fieldErrorsForForm } from '@portal/api';
import { formatNumber } from '@portal/locale';
import { PageHeader, PredefinedCustomToggle } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { useNumericParams } from '../../route-params';
import { useCreateVolume, useDatacenters, useVolumeBundles } from './api';
import { gigabytes } from './format';
import { volumeMessages } from './messages';
import { VolumePriceSummary } from './VolumePriceSummary';

const t = volumeMessages.create;
const NAME_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

export default function CreateVolumePage() {
  const { projectId } = useNumericParams('projectId');
  const navigate = useNavigate();
  const [form] = Form.useForm<CreateVolumeRequest>();
  const [isPredefined, setPredefined] = useState(true);
  const [confirming, setConfirming] = useState<CreateVolumeRequest | null>(null);
  const bundles = useVolumeBundles();
  const datacenters = useDatacenters();
  const create = useCreateVolume();
  const size = Form.useWatch('size', form);
  const listPath = `/block-storage/${projectId}`;

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
              <Form.Item name="datacenterId" extra={t.datacenterHint} rules={[{ required: true, message: t.datacenterRequired }]} style={{ margin: 0 }}>
                <Radio.Group optionType="button" buttonStyle="solid" options={(datacenters.data ?? []).map((d) => ({ value: d.id, label: d.name }))} />
              </Form.Item>
            </Card>
            <Card title={t.size} extra={<PredefinedCustomToggle value={isPredefined} onChange={setPredefined} />} style={{ marginBottom: 16 }}>
              {isPredefined ? (
                bundles.isLoading ? (
                  <Skeleton active />
                ) : (
                  <Form.Item name="size" rules={[{ required: true, message: t.bundleRequired }]} style={{ margin: 0 }}>
                    <Radio.Group
                      optionType="button"
                      aria-label={t.size}
                      options={(bundles.data ?? []).map((b) => ({ value: b.disk ?? 0, label: gigabytes(b.disk ?? 0) }))}
                    />
                  </Form.Item>
                )
              ) : (
                <Form.Item
                  name="size"
                  label={t.customSize}
                  rules={[
                    { required: true, message: t.sizeRequired },
                    { type: 'number', min: VOLUME_SIZE.min, max: VOLUME_SIZE.max, message: t.sizeRule(formatNumber(VOLUME_SIZE.min), formatNumber(VOLUME_SIZE.max)) },
                  ]}
                  style={{ margin: 0 }}
                >
                  <InputNumber min={1} max={VOLUME_SIZE.max} precision={0} style={{ width: 200 }} aria-label={t.customSize} />
                </Form.Item>
              )}
            </Card>
            <Card title={t.name}>
              <Form.Item
                name="name"
                extra={t.nameHint}
                rules={[{ required: true, message: t.nameRequired }, { pattern: NAME_PATTERN, message: t.nameRule }, { min: 3, max: 50, message: t.nameRule }]}
                style={{ margin: 0 }}
              >
                <Input dir="ltr" aria-label={t.name} maxLength={50} autoComplete="off" />
              </Form.Item>
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card title={t.summary} style={{ position: 'sticky', top: 88 }}>
              <VolumePriceSummary size={size} />
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
        <p>{t.confirmText(confirming?.name ?? '', gigabytes(confirming?.size ?? 0))}</p>
        <VolumePriceSummary size={confirming?.size} />
      </Modal>
    </>
  );
}
