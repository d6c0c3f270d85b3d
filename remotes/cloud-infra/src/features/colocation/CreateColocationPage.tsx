import { Col, Form, Input, Row, Select } from 'antd';
import { createColocationHostSchema, type CreateColocationHostRequest } from '@portal/contracts';
import { ChoiceField, OrderForm, OrderSection, PageHeader, PriceSummary, ResourceNameField, useNumericParams, formRules, maxLengthOf } from '@portal/ui';
import { useDatacenters } from '../volumes/api';
import { useCreateColocation, useEquipment, useEquipmentBrands, useEquipmentTypes } from './api';
import { equipmentPriceRows } from './equipment-price';
import { colocationMessages } from './messages';

const t = colocationMessages.create;

type FormValues = CreateColocationHostRequest & { typeId?: number; brandId?: number };

export default function CreateColocationPage() {
  const { projectId } = useNumericParams('projectId');
  const [form] = Form.useForm<FormValues>();
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

  const send = (body: CreateColocationHostRequest) => create.mutateAsync({ params: { projectId }, body });
  const toRequest = ({ name, equipmentId: eq, serialNumber, datacenterId }: FormValues): CreateColocationHostRequest => ({ name, equipmentId: eq, serialNumber, datacenterId });
  // A new type or brand invalidates the chosen model.
  const onValuesChange = (changed: Partial<FormValues>) => {
    if ('typeId' in changed || 'brandId' in changed) form.setFieldValue('equipmentId', undefined);
  };

  return (
    <>
      <PageHeader title={t.title} backTo={listPath} backLabel={t.back} />
      <OrderForm<FormValues, CreateColocationHostRequest>
        form={form}
        toRequest={toRequest}
        onValuesChange={onValuesChange}
        summary={<PriceSummary rows={equipmentPriceRows(equipment)} placeholder={t.pickModel} />}
        confirmText={(body) => t.confirmText(body.name, equipment?.model ?? '')}
        send={send}
        successMessage={t.created}
        doneTo={listPath}
        labels={t}
      >
        <OrderSection title={t.equipment}>
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
          <Form.Item name="serialNumber" label={t.serialNumber} rules={formRules(createColocationHostSchema.serialNumber)} style={{ margin: 0 }}>
            <Input dir="ltr" maxLength={maxLengthOf(createColocationHostSchema.serialNumber)} autoComplete="off" style={{ maxWidth: 320 }} />
          </Form.Item>
        </OrderSection>
        <OrderSection title={t.datacenter}>
          <ChoiceField name="datacenterId" requiredMessage={t.datacenterRequired} options={(datacenters.data ?? []).map((d) => ({ value: d.id, label: d.name }))} />
        </OrderSection>
        <OrderSection title={t.name}>
          <ResourceNameField label={t.name} bare />
        </OrderSection>
      </OrderForm>
    </>
  );
}
