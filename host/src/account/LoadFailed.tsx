import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
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
