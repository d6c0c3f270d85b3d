import { Alert, Button } from 'antd';
import { accountMessages } from './messages';

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      type="error"
      message={accountMessages.common.loadFailed}
      action={
        <Button size="small" onClick={onRetry}>
          {accountMessages.common.retry}
        </Button>
      }
    />
  );
}
