import { Tag } from 'antd';
import { invoiceStateOf } from '@portal/contracts';
import { EMPTY_VALUE } from '@portal/locale';
import { invoiceStateLabels } from './messages';

/** The invoice's `invoiceStatusId` read through the provider's table; an id it does not know shows the provider's `invoiceStatus`. */
export function InvoiceStateTag({ statusId, status }: { statusId: number; status: string | null }) {
  const state = invoiceStateOf(statusId);
  if (!state) return <Tag>{status ?? EMPTY_VALUE}</Tag>;
  return <Tag color={state === 'paid' ? 'success' : 'warning'}>{invoiceStateLabels[state]}</Tag>;
}

export const isUnpaid = (statusId: number) => invoiceStateOf(statusId) === 'unpaid';
