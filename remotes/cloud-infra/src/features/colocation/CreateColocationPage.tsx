import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Col, Form, Input, Modal, Radio, Row, Select } from 'antd';
import type { CreateColocationHostRequest } from '@portal/api/contracts';
import { fieldErrorsForForm } from '@portal/api';
import { PageHeader } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { useNumericParams } from '../../route-params';
import { useDatacenters } from '../volumes/api';
import { useCreateColocation, useEquipment, useEquipmentBrands, useEquipmentTypes } from './api';
import { ColocationPriceSummary } from './ColocationPriceSummary';
import { colocationMessages } from './messages';

const t = colocationMessages.create;
const NAME_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const SERIAL_PATTERN = /^[A-Za-z0-9-]{4,40}$/;

type FormValues = CreateColocationHostRequest & { typeId?: number; brandId?: number };

export default function CreateColocationPage() {
  const { projectId } = useNumericParams('projectId');
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const [confirming, setConfirming] = useState<CreateColocationHostRequest | null>(null);
  const types = useEquipmentTypes();
  const brands = useEquipmentBrands();
  const datacenters = useDatacenters();
  const typeId = Form.useWatch('typeId', form);
  const brandId = Form.useWatch('brandId', form);
  const equipmentId = Form.useWatch('equipmentId', form);
  const models = useEquipment(typeId, brandId);
  const equipment = models.data?.find((e) => e.id === equipmentId);
  const create = useCreateColocation();
  const listPath = `/colocation/${projectId}`;

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
  const review = ({ name, equipmentId: eq, serialNumber, datacenterId }: FormValues) => setConfirming({ name, equipmentId: eq, serialNumber, datacenterId });
  // A new type or brand invalidates the chosen model.
  const onValuesChange = (changed: Partial<FormValues>) => {
    if ('typeId' in changed || 'brandId' in changed) form.setFieldValue('equipmentId', undefined);
  };

  return (
    <>
      <PageHeader title={t.title} backTo={listPath} backLabel={t.back} />
      <Form form={form} layout="vertical" onFinish={review} onValuesChange={onValuesChange} requiredMark={false}>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={16}>
            <Card title={t.equipment} style={{ marginBottom: 16 }}>
              <Row gutter={12}>
                <Col xs={24} md={8}>
                  <Form.Item name="typeId" label={t.type} rules={[{ required: true, message: t.typeRequired }]}>
                    <Select loading={types.isLoading} options={(types.data ?? []).map((x) => ({ value: x.id, label: x.name, title: x.name }))} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item name="brandId" label={t.brand} rules={[{ required: true, message: t.brandRequired }]}>
                    <Select loading={brands.isLoading} options={(brands.data ?? []).map((x) => ({ value: x.id, label: x.name, title: x.name }))} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item
                    name="equipmentId"
                    label={t.model}
                    rules={[{ required: true, message: t.modelRequired }]}
                    extra={typeId && brandId && models.data?.length === 0 ? t.noModels : undefined}
                  >
                    <Select
                      disabled={!typeId || !brandId}
                      loading={models.isLoading && !!typeId && !!brandId}
                      options={(models.data ?? []).map((x) => ({ value: x.id, label: x.model, title: x.model }))}
                    />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item name="serialNumber" label={t.serialNumber} rules={[{ required: true, message: t.serialRequired }, { pattern: SERIAL_PATTERN, message: t.serialRule }]} style={{ margin: 0 }}>
                <Input dir="ltr" maxLength={40} autoComplete="off" style={{ maxWidth: 320 }} />
              </Form.Item>
            </Card>
            <Card title={t.datacenter} style={{ marginBottom: 16 }}>
              <Form.Item name="datacenterId" rules={[{ required: true, message: t.datacenterRequired }]} style={{ margin: 0 }}>
                <Radio.Group optionType="button" buttonStyle="solid" options={(datacenters.data ?? []).map((d) => ({ value: d.id, label: d.name }))} />
              </Form.Item>
            </Card>
            <Card title={t.name}>
              <Form.Item name="name" rules={[{ required: true, message: t.nameRequired }, { pattern: NAME_PATTERN, message: t.nameRule }, { min: 3, max: 50, message: t.nameRule }]} style={{ margin: 0 }}>
                <Input dir="ltr" aria-label={t.name} maxLength={50} autoComplete="off" />
              </Form.Item>
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card title={t.summary} style={{ position: 'sticky', top: 88 }}>
              <ColocationPriceSummary equipment={equipment} />
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
        <p>{t.confirmText(confirming?.name ?? '', equipment?.model ?? '')}</p>
        <ColocationPriceSummary equipment={equipment} />
      </Modal>
    </>
  );
}
