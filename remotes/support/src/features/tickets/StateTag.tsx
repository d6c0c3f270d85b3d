import { Tag } from 'antd';
import { issueStateOf, type IssueState } from '@portal/contracts';
import { EMPTY_VALUE } from '@portal/locale';
import { stateLabels } from './messages';

const colors: Record<IssueState, string> = { open: 'blue', answered: 'green', closed: 'default' };

/** A ticket's state by the provider's `issueStatusId`; an id the portal does not know shows the provider's text. */
export function StateTag({ statusId, status }: { statusId: number | undefined; status?: string | null }) {
  const state = issueStateOf(statusId);
  return (
    <Tag color={state ? colors[state] : 'default'} data-status={state ?? undefined}>
      {state ? stateLabels[state] : (status ?? EMPTY_VALUE)}
    </Tag>
  );
}
