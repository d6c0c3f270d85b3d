import { Form, Radio } from 'antd';
import { createPaymentSchema, PAYMENT_LIMITS, paymentAmountTomanSpec, type FieldSpec } from '@portal/contracts';
import { formatToman, tomanToRial } from '@portal/locale';
import { FormDialog, formRules, NumberField } from '@portal/ui';
import { billingMessages } from '../../messages';
import { useCreatePayment, useProviders } from './api';

const t = billingMessages.topUp;

interface TopUpValues {
  amount: number;
  paymentProviderId: number;
}

/**
 * formRules for a whole-number field: antd checks a `required` rule without a type as a string,
 * so a typed number fails it with the "required" message; the rule is told it holds a number.
 */
const numberRules = (spec: FieldSpec) =>
  formRules(spec).map((rule) => (typeof rule === 'object' && 'required' in rule ? { ...rule, type: 'number' as const } : rule));

/** Where the browser goes for the bank; a test replaces it. */
export const goTo = { assign: (url: string) => window.location.assign(url) };

/**
 * Top-up: an amount in Toman (the limits said under the field) and a gateway; the payment is
 * created and the browser goes to the bank's page, which brings it back to the payment's page.
 */
export function TopUpDialog({ open, onClose, initialToman }: { open: boolean; onClose: () => void; initialToman?: number }) {
  const [form] = Form.useForm<TopUpValues>();
  const providers = useProviders();
  const create = useCreatePayment();
  return (
    <FormDialog<TopUpValues>
      form={form}
      open={open}
      onClose={onClose}
      title={t.title}
      okText={t.go}
      cancelText={t.cancel}
      need={null}
      initialValues={{ amount: initialToman, paymentProviderId: providers.data?.find((p) => p.status)?.id }}
      send={async (v) => {
        const { location } = await create.mutateAsync({ body: { amount: tomanToRial(v.amount), paymentProviderId: v.paymentProviderId } });
        if (location) goTo.assign(location);
      }}
    >
      <Form.Item
        name="amount"
        label={t.amount}
        extra={t.amountHint(formatToman(PAYMENT_LIMITS.minRial), formatToman(PAYMENT_LIMITS.maxRial))}
        rules={numberRules(paymentAmountTomanSpec)}
      >
        <NumberField style={{ width: '100%' }} min={0} step={10_000} />
      </Form.Item>
      <Form.Item name="paymentProviderId" label={t.provider} rules={numberRules(createPaymentSchema.paymentProviderId)}>
        {/* A gateway that takes no payments now (`status` false) is shown, not offered. */}
        <Radio.Group options={(providers.data ?? []).map((p) => ({ value: p.id, label: p.name ?? String(p.id), disabled: !p.status }))} />
      </Form.Item>
    </FormDialog>
  );
}
