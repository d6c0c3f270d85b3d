import { Tag } from 'antd';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { StatusTag } from '@portal/ui';
import { protectionMessages } from './messages';

/**
 * The shared status tag, plus this area's own transitions (reverting to a snapshot, restoring a
 * backup), which the shared tag does not know.
 */
export function InfraStatusTag({ status }: { status: string }) {
  const label = protectionMessages.statuses[status];
  return label ? (
    <Tag color="processing" icon={<LoadingOutlined />}>
      {label}
    </Tag>
  ) : (
    <StatusTag status={status} />
  );
}
