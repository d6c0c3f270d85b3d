import { Button, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { createColocationHostSchema, equipmentLineSchema, inventoryNumberSpec, type CreateColocationHostRequest } from '@portal/contracts';
import { EMPTY_VALUE } from '@portal/locale';
import { OrderForm, OrderSection, PageHeader, PriceSummary, ResourceNameField, useNumericParams, formRules, maxLengthOf } from '@portal/ui';
import { useCreateColocation, useEquipment, useEquipmentBrands, useEquipmentTypes } from './api';
import { colocationPriceRows } from './equipment-price';
import { colocationMessages } from './messages';

const t = colocationMessages.create;

interface EquipmentLine {
  typeId?: number;
  brandId?: number;
  equipmentId?: number;
  inventoryNumber?: string;
}
type FormValues = Omit<CreateColocationHostRequest, 'equipmentModels'> & { equipmentModels?: EquipmentLine[] };

/** The order's figures: space and power are asked; ports and addresses may stay at none. */
const FIGURES = [
  ['rackUnitSpace', createColocationHostSchema.rackUnitSpace, t.rackUnits],
  ['powerAmp', createColocationHostSchema.powerAmp, t.powerAmp],
  ['networkPort1G', createColocationHostSchema.networkPort1G, t.networkPort1G],
  ['networkPort10G', createColocationHostSchema.networkPort10G, t.networkPort10G],
  ['ipv4Count', createColocationHostSchema.ipv4Count, t.ipv4Count],
] as const;

const toRequest = ({ equipmentModels, ...rest }: FormValues): CreateColocationHostRequest => ({
  ...rest,
  equipmentModels: (equipmentModels ?? []).map((e) => ({ equipmentId: e.equipmentId!, inventoryNumber: e.inventoryNumber?.trim() || null })),
});

/** One listed piece of equipment: its model chosen by type and brand, and its inventory number. */
function EquipmentRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const form = Form.useFormInstance<FormValues>();
  const types = useEquipmentTypes();
  const brands = useEquipmentBrands();
  const typeId = Form.useWatch(['equipmentModels', index, 'typeId'], form);
  const brandId = Form.useWatch(['equipmentModels', index, 'brandId'], form);
  const models = useEquipment(typeId, brandId);
  const n = index + 1;
  return (
    <Row gutter={12} align="top">
      <Col xs={24} md={5}>
        <Form.Item name={[index, 'typeId']} label={t.type} rules={formRules(equipmentLineSchema.typeId)}>
          <Select
            aria-label={t.lineLabel(t.type, n)}
            loading={types.isLoading}
            options={(types.data ?? []).map((x) => ({ value: x.id, label: x.name ?? EMPTY_VALUE, title: x.name ?? undefined }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={5}>
        <Form.Item name={[index, 'brandId']} label={t.brand} rules={formRules(equipmentLineSchema.brandId)}>
          <Select
            aria-label={t.lineLabel(t.brand, n)}
            loading={brands.isLoading}
            options={(brands.data ?? []).map((x) => ({ value: x.id, label: x.name ?? EMPTY_VALUE, title: x.name ?? undefined }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item
          name={[index, 'equipmentId']}
          label={t.model}
          rules={formRules(equipmentLineSchema.equipmentId)}
          extra={typeId && brandId && models.data?.length === 0 ? t.noModels : undefined}
        >
          <Select
            aria-label={t.lineLabel(t.model, n)}
            disabled={!typeId || !brandId}
            loading={models.isLoading && !!typeId && !!brandId}
            options={(models.data ?? []).map((x) => ({ value: x.id, label: x.name ?? EMPTY_VALUE, title: x.name ?? undefined }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={5}>
        <Form.Item name={[index, 'inventoryNumber']} label={t.inventoryNumber} rules={formRules(inventoryNumberSpec)}>
          <Input aria-label={t.lineLabel(t.inventoryNumber, n)} dir="ltr" maxLength={maxLengthOf(inventoryNumberSpec)} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={3}>
        <Form.Item label={<span aria-hidden>&nbsp;</span>} colon={false}>
          <Button danger onClick={onRemove} aria-label={t.lineLabel(t.removeEquipment, n)}>
            {t.removeEquipment}
          </Button>
        </Form.Item>
      </Col>
    </Row>
  );
}

export default function CreateColocationPage() {
  const { projectId } = useNumericParams('projectId');
  const [form] = Form.useForm<FormValues>();
  const create = useCreateColocation();
  const listPath = `/colocation/${projectId}`;
  const figures = {
    rackUnitSpace: Form.useWatch('rackUnitSpace', form),
    powerAmp: Form.useWatch('powerAmp', form),
    networkPort10G: Form.useWatch('networkPort10G', form),
    ipv4Count: Form.useWatch('ipv4Count', form),
  };

  const send = (body: CreateColocationHostRequest) => create.mutateAsync({ params: { projectId }, body });
  // A new type or brand invalidates the model chosen on that line.
  const onValuesChange = (changed: Partial<FormValues>) => {
    changed.equipmentModels?.forEach((line, i) => {
      if (line && ('typeId' in line || 'brandId' in line)) form.setFieldValue(['equipmentModels', i, 'equipmentId'], undefined);
    });
  };

  return (
    <>
      <PageHeader title={t.title} backTo={listPath} backLabel={t.back} />
      <OrderForm<FormValues, CreateColocationHostRequest>
        form={form}
        toRequest={toRequest}
        onValuesChange={onValuesChange}
        initialValues={{ networkPort1G: 1, networkPort10G: 0, ipv4Count: 1 }}
        summary={<PriceSummary rows={colocationPriceRows(figures)} placeholder={t.pickSpace} />}
        confirmText={(body) => t.confirmText(body.name ?? '', body.rackUnitSpace ?? 0)}
        send={send}
        successMessage={t.created}
        doneTo={listPath}
        labels={t}
      >
        <OrderSection title={t.space}>
          <Row gutter={12}>
            {FIGURES.map(([name, spec, label]) => (
              <Col xs={12} md={8} key={name}>
                <Form.Item name={name} label={label} rules={formRules(spec)}>
                  <InputNumber min={spec.rules![0]!.kind === 'range' ? spec.rules![0]!.min : 0} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </OrderSection>
        <OrderSection title={t.equipment}>
          <Form.List name="equipmentModels">
            {(fields, { add, remove }) => (
              <>
                {fields.length === 0 && <p>{t.noEquipment}</p>}
                {fields.map((field) => (
                  <EquipmentRow key={field.key} index={field.name} onRemove={() => remove(field.name)} />
                ))}
                <Button onClick={() => add({})}>{t.addEquipment}</Button>
              </>
            )}
          </Form.List>
        </OrderSection>
        <OrderSection title={t.name}>
          <ResourceNameField label={t.name} bare />
        </OrderSection>
      </OrderForm>
    </>
  );
}
