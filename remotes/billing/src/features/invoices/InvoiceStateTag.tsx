import { Tag } from 'antd';
import type { InvoiceState } from '@portal/contracts';
import { invoiceStateLabels } from '../../messages';

export const InvoiceStateTag = ({ state }: { state: InvoiceState }) => <Tag color={state === 'paid' ? 'success' : 'warning'}>{invoiceStateLabels[state]}</Tag>;
