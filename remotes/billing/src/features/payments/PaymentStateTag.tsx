import { Tag } from 'antd';
import type { PaymentState } from '@portal/contracts';
import { paymentStateLabels } from '../../messages';

const COLORS: Record<PaymentState, string> = { pending: 'processing', verified: 'success', failed: 'error', reversed: 'warning', expired: 'default' };

export const PaymentStateTag = ({ state }: { state: PaymentState }) => <Tag color={COLORS[state]}>{paymentStateLabels[state]}</Tag>;
