import { Tag } from 'antd';
import type { IssueState } from '@portal/contracts';
import { stateLabels } from '../../messages';

const colors: Record<IssueState, string> = { open: 'blue', answered: 'green', waitingCustomer: 'orange', closed: 'default' };

export function StateTag({ state }: { state: IssueState }) {
  return <Tag color={colors[state]}>{stateLabels[state]}</Tag>;
}
