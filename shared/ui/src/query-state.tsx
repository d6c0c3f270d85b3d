/**
 * `LoadFailed`: what a page or list shows when its data did not come. A 404 (or a route id that is
 * not one) is not a network failure: retrying cannot help, so it says "not found" and offers the
 * way back to the list; any other failure keeps the retry.
 */
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { isApiError } from '@portal/api';
import { uiMessages } from './messages';

export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

export interface LoadFailedProps {
  error: unknown;
  /** The route's id is not an id at all: not found without asking. */
  invalidId?: boolean;
  onRetry?: () => void;
  /** Where "back" leads when the thing does not exist; no link when absent. */
  backTo?: string;
  backLabel?: string;
  notFoundTitle?: ReactNode;
  errorTitle?: ReactNode;
}

export function LoadFailed({ error, invalidId, onRetry, backTo, backLabel, notFoundTitle, errorTitle }: LoadFailedProps) {
  if (invalidId || isNotFound(error)) {
    return (
      <Result
        status="404"
        title={notFoundTitle ?? uiMessages.notFound}
        extra={backTo ? <BackButton to={backTo} label={backLabel ?? uiMessages.back} /> : undefined}
      />
    );
  }
  return (
    <Result
      status="error"
      title={errorTitle ?? uiMessages.tableError}
      extra={
        onRetry ? (
          <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
            {uiMessages.retry}
          </Button>
        ) : undefined
      }
    />
  );
}

/** Its own component so a table outside a router (tests, a dialog) can still show its failure. */
function BackButton({ to, label }: { to: string; label: string }) {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => navigate(to)}>
      {label}
    </Button>
  );
}
