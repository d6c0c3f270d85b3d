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
import type { Customer, Profile } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { normalizeDigits, toPersianDigits } from '@portal/locale';
import { notify } from '@portal/ui/toast';
import { steadyDialog } from '@portal/ui';
import { accountMessages } from './messages';
import { useConvertToLegal, useCustomer, useEditCustomer } from './api';
import { EditableCard } from './EditableCard';
import { LoadFailed } from './LoadFailed';

const t = accountMessages.profile;
type Field = { name: keyof Customer; label: string; digits?: number | [number, number] };

const NATURAL: Field[] = [{ name: 'nationalCode', label: t.nationalCode, digits: 10 }];
const LEGAL: Field[] = [
  { name: 'companyName', label: t.companyName },
  { name: 'nationalId', label: t.nationalId, digits: 11 },
  { name: 'registrationNumber', label: t.registrationNumber, digits: [1, 10] },
  { name: 'economicCode', label: t.economicCode, digits: 12 },
];
const CONTACT: Field[] = [
  { name: 'postalCode', label: t.postalCode, digits: 10 },
  { name: 'address', label: t.address },
];

const digitsRule = (digits: Field['digits']) => ({
  validator: (_: unknown, value: string | undefined) => {
    if (!value || !digits) return Promise.resolve();
    const [min, max] = Array.isArray(digits) ? digits : [digits, digits];
    return new RegExp(`^\\d{${min},${max}}$`).test(normalizeDigits(value.trim())) ? Promise.resolve() : Promise.reject(new Error(t.digitsOnly));
  },
});

function FieldInputs({ fields, required }: { fields: Field[]; required: boolean }) {
  return (
    <Flex gap={16} wrap="wrap">
      {fields.map((f) => (
        <Form.Item key={f.name} name={f.name} label={f.label} rules={[...(required ? [{ required: true, message: t.required }] : []), digitsRule(f.digits)]} style={{ minWidth: 220, flex: 1 }}>
          {f.name === 'address' ? <Input.TextArea rows={2} maxLength={200} /> : <Input dir={f.digits ? 'ltr' : undefined} inputMode={f.digits ? 'numeric' : undefined} maxLength={100} />}
        </Form.Item>
      ))}
    </Flex>
  );
}

/** Digits typed in Persian are sent as ASCII; empty optional fields are sent empty (cleared). */
const clean = (values: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, normalizeDigits((v ?? '').trim())]));

function ConvertDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm();
  const convert = useConvertToLegal();
  const submit = async (values: Record<string, string>) => {
    if (!(await sendForm(form, () => convert.mutateAsync({ body: clean(values) as never })))) return;
    notify.success(t.converted);
    onClose();
  };
  return (
    <Modal {...steadyDialog} open={open} title={t.convert} onCancel={onClose} onOk={() => form.submit()} okText={t.convert} cancelText={accountMessages.common.cancel} confirmLoading={convert.isPending} destroyOnHidden>
      <Alert type="warning" showIcon message={t.convertHint} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
        <FieldInputs fields={LEGAL} required />
      </Form>
    </Modal>
  );
}

export function CustomerCard({ profile }: { profile: Profile }) {
  const customer = useCustomer();
  const edit = useEditCustomer();
  const [converting, setConverting] = useState(false);

  if (customer.isLoading) return <Skeleton active />;
  if (!customer.data) return <LoadFailed onRetry={() => void customer.refetch()} />;
  const c = customer.data;
  const own = c.isLegal ? LEGAL : NATURAL;

  return (
    <EditableCard<Record<string, string>>
      title={t.customer}
      testId="customer-card"
      canEdit={profile.customerRole === 'owner' || profile.customerRole === 'admin'}
      editLabel={t.editCustomer}
      actions={!c.isLegal && profile.customerRole === 'owner' && <Button onClick={() => setConverting(true)}>{t.convert}</Button>}
      initialValues={c}
      save={(values) => edit.mutateAsync({ body: clean(values) })}
      saving={edit.isPending}
      fields={
        <>
          <FieldInputs fields={own} required={c.isLegal} />
          <FieldInputs fields={CONTACT} required={false} />
        </>
      }
      view={
        <>
          <Descriptions.Item label={t.customer}>{c.name}</Descriptions.Item>
          <Descriptions.Item label={t.customerType}>
            <Tag color={c.isLegal ? 'blue' : 'default'}>{c.isLegal ? t.legal : t.natural}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t.role}>{accountMessages.roles[profile.customerRole]}</Descriptions.Item>
          {[...own, ...CONTACT].map((f) => (
            <Descriptions.Item key={f.name} label={f.label}>
              {c[f.name] ? (f.digits ? toPersianDigits(String(c[f.name])) : String(c[f.name])) : t.notSet}
            </Descriptions.Item>
          ))}
        </>
      }
    >
      <ConvertDialog open={converting} onClose={() => setConverting(false)} />
    </EditableCard>
  );
}
