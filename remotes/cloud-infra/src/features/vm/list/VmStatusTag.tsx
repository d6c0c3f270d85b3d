import { Tag } from 'antd';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { StatusTag } from '@portal/ui';
import { vmMessages } from '../messages';

/** The shared status tag, plus the server's own transitions it does not know (reverting, restoring). */
export function VmStatusTag({ status }: { status: string }) {
  const label = vmMessages.statuses[status];
  if (!label) return <StatusTag status={status} />;
  return (
    <Tag color="processing" icon={<LoadingOutlined spin aria-hidden />} aria-busy data-status={status}>
      {label}
    </Tag>
  );
}
