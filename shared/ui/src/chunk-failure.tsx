/**
 * `ChunkFailure`: what the content area shows when a remote or a route chunk fails to load or
 * times out (DESIGN §2.5): the Persian message, the technical text "Loading chunk failed"
 * (kept in English, for support) and a retry button. The shell around it keeps working.
 */
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Typography from 'antd/es/typography';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { uiMessages } from './messages';

export interface ChunkFailureProps {
  onRetry: () => void;
  /** Technical detail (error message, remote name); shown small, left-to-right. */
  detail?: string;
}

export function ChunkFailure({ onRetry, detail }: ChunkFailureProps) {
  return (
    <div role="alert">
      <Result
        status="warning"
        title={uiMessages.chunkFailedTitle}
        subTitle={
          <>
            <div>{uiMessages.chunkFailedHint}</div>
            <Typography.Text type="secondary" dir="ltr" style={{ display: 'block', marginTop: 8 }}>
              <code>{uiMessages.chunkFailedTechnical}</code>
              {detail ? <code>{` — ${detail}`}</code> : null}
            </Typography.Text>
          </>
        }
        extra={
          <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
            {uiMessages.chunkRetry}
          </Button>
        }
      />
    </div>
  );
}

export default ChunkFailure;
