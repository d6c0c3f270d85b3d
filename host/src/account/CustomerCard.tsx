import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import type { Wire } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { EMPTY_VALUE, formatDate, isValidJalaliDateInput, jalaliToIsoDate, normalizeDigits, toPersianDigits } from '@portal/locale';
import { notify } from '@portal/ui/toast';
import { steadyDialog } from '@portal/ui';
import { accountMessages } from './messages';
import { useConvertToLegal, useCustomer, useEditCustomer, useIsOwner, useRights } from './api';
import { EditableCard } from './EditableCard';
import { LoadFailed } from './LoadFailed';

const t = accountMessages.profile;
type Customer = Wire<'GetCustomerResponse'>;
type Values = Record<string, string | undefined>;
interface Field {
  name: string;
  label: string;
  required?: boolean;
  digits?: number;
  /** Typed as a Jalali date, sent as its ISO day. */
  date?: boolean;
  /** Only written: the customer's answer does not carry it, so an empty input leaves it as it is. */
  writeOnly?: boolean;
}

const nameField: Field = { name: 'name', label: t.customerName, required: true };
const fields = (legal: boolean, phoneName: 'phone' | 'phoneNumber'): Field[] => [
  nameField,
  legal ? { name: 'nationalId', label: t.nationalId, digits: 11, required: true } : { name: 'nationalId', label: t.nationalCode, digits: 10 },
  { name: phoneName, label: t.customerPhone, digits: 11 },
  { name: 'postalCode', label: t.postalCode, digits: 10, writeOnly: true },
  { name: 'registrationDate', label: t.registrationDate, date: true },
  { name: 'address', label: t.address, writeOnly: true },
];

const fieldRule = (f: Field) => ({
  validator: (_: unknown, value: string | undefined) => {
    const v = normalizeDigits((value ?? '').trim());
    if (!v) return f.required ? Promise.reject(new Error(t.required)) : Promise.resolve();
    if (f.digits && !new RegExp(`^\\d{${f.digits}}$`).test(v)) return Promise.reject(new Error(t.digitsOnly(f.digits)));
    if (f.date && !isValidJalaliDateInput(v)) return Promise.reject(new Error(t.dateInvalid));
    return Promise.resolve();
  },
});

function FieldInputs({ list }: { list: Field[] }) {
  return (
    <Flex gap={16} wrap="wrap">
      {list.map((f) => (
        <Form.Item
          key={f.name}
          name={f.name}
          label={f.label}
          rules={[fieldRule(f)]}
          extra={f.writeOnly ? t.writeOnlyHint : undefined}
          style={{ minWidth: 220, flex: 1 }}
        >
          {f.name === 'address' ? (
            <Input.TextArea rows={2} maxLength={200} />
          ) : (
            <Input
              dir={f.digits || f.date ? 'ltr' : undefined}
              inputMode={f.digits || f.date ? 'numeric' : undefined}
              maxLength={100}
              placeholder={f.date ? '1400/01/01' : undefined}
            />
          )}
        </Form.Item>
      ))}
    </Flex>
  );
}

/** The provider's body: digits typed in Persian go as ASCII, Jalali dates as ISO days; an empty write-only field is left out (kept). */
function body(list: Field[], values: Values): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of list) {
    const v = normalizeDigits((values[f.name] ?? '').trim());
    if (!v && f.writeOnly) continue;
    out[f.name] = f.date ? (jalaliToIsoDate(v) ?? '') : v;
  }
  return out;
}

function ConvertDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const convert = useConvertToLegal();
  const list = fields(true, 'phoneNumber');
  const submit = async (values: Values) => {
    if (!(await sendForm(form, () => convert.mutateAsync({ body: body(list, values) })))) return;
    notify.success(t.converted);
    onClose();
  };
  return (
    <Modal
      {...steadyDialog}
      open={open}
      title={t.convert}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t.convert}
      cancelText={accountMessages.common.cancel}
      confirmLoading={convert.isPending}
      destroyOnHidden
    >
      <Alert type="warning" showIcon message={t.convertHint} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
        <FieldInputs list={list} />
      </Form>
    </Modal>
  );
}

const initial = (c: Customer): Values => ({
  name: c.name ?? '',
  nationalId: c.nationalId ?? '',
  phone: c.phone ?? '',
  registrationDate: c.registrationDate ? normalizeDigits(formatDate(c.registrationDate)) : '',
});

export function CustomerCard() {
  const customer = useCustomer();
  const edit = useEditCustomer();
  const rights = useRights();
  const isOwner = useIsOwner();
  const [converting, setConverting] = useState(false);

  if (customer.isLoading) return <Skeleton active />;
  if (!customer.data) return <LoadFailed onRetry={() => void customer.refetch()} />;
  const c = customer.data;
  const list = fields(c.isLegal, 'phone');
  const yourAccess = isOwner ? t.access.owner : rights.editCustomer ? t.access.superUser : rights.manageUsers ? t.access.accountManager : t.access.projectUser;

  return (
    <EditableCard<Values>
      title={t.customer}
      testId="customer-card"
      canEdit={rights.editCustomer}
      editLabel={t.editCustomer}
      actions={!c.isLegal && isOwner && <Button onClick={() => setConverting(true)}>{t.convert}</Button>}
      initialValues={initial(c)}
      save={(values) => edit.mutateAsync({ body: body(list, values) })}
      saving={edit.isPending}
      fields={<FieldInputs list={list} />}
      view={
        <>
          <Descriptions.Item label={t.customerName}>{c.name ?? EMPTY_VALUE}</Descriptions.Item>
          <Descriptions.Item label={t.customerType}>
            <Tag color={c.isLegal ? 'blue' : 'default'}>{c.isLegal ? t.legal : t.natural}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t.role}>{yourAccess}</Descriptions.Item>
          <Descriptions.Item label={c.isLegal ? t.nationalId : t.nationalCode}>{c.nationalId ? toPersianDigits(c.nationalId) : EMPTY_VALUE}</Descriptions.Item>
          {c.isLegal && (
            <Descriptions.Item label={t.registrationNumber}>{c.registrationNumber ? toPersianDigits(c.registrationNumber) : EMPTY_VALUE}</Descriptions.Item>
          )}
          <Descriptions.Item label={t.registrationDate}>{formatDate(c.registrationDate)}</Descriptions.Item>
          <Descriptions.Item label={t.customerPhone}>{c.phone ? toPersianDigits(c.phone) : EMPTY_VALUE}</Descriptions.Item>
          <Descriptions.Item label={t.status}>{c.status ?? EMPTY_VALUE}</Descriptions.Item>
        </>
      }
    >
      <ConvertDialog open={converting} onClose={() => setConverting(false)} />
    </EditableCard>
  );
}
