import { Tag } from 'antd';
import { paymentStateOf, type PaymentState } from '@portal/contracts';
import { EMPTY_VALUE } from '@portal/locale';
import { paymentStateLabels } from './messages';

const COLORS: Record<PaymentState, string> = { pending: 'processing', verified: 'success', failed: 'error', reversed: 'warning', expired: 'default' };

/** The payment's `paymentStatusId` read through the table; an id it does not know shows the provider's `paymentStatus`. */
export function PaymentStateTag({ statusId, status }: { statusId: number; status: string | null }) {
  const state = paymentStateOf(statusId);
  if (!state) return <Tag>{status ?? EMPTY_VALUE}</Tag>;
  return <Tag color={COLORS[state]}>{paymentStateLabels[state]}</Tag>;
}
