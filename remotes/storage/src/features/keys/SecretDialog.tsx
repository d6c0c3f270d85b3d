import { useState } from 'react';
import { Alert, Descriptions, Modal, Typography } from 'antd';
import type { CreatedStorageKey } from '@portal/contracts';
import { CopyButton, steadyDialog } from '@portal/ui';
import { accessKeyMessages } from './messages';

const t = accessKeyMessages.keys;

function SecretValue({ value, testId }: { value: string; testId: string }) {
  return (
    <>
      <Typography.Text code dir="ltr" data-testid={testId}>
        {value}
      </Typography.Text>{' '}
      <CopyButton text={value} />
    </>
  );
}

/**
 * The only time the secret is shown: the API never returns it again. "Copied" closes; Esc, the
 * close mark or anything else that would dismiss it asks first, since a slip loses the secret.
 */
export function SecretDialog({ created, onClose }: { created: CreatedStorageKey | null; onClose: () => void }) {
  const [asking, setAsking] = useState(false);
  const close = () => {
    setAsking(false);
    onClose();
  };
  return (
    <>
      <Modal
        {...steadyDialog}
        open={asking}
        title={t.closeTitle}
        okText={t.closeAnyway}
        cancelText={t.keepOpen}
        onOk={close}
        onCancel={() => setAsking(false)}
        zIndex={1100}
      >
        {t.closeText}
      </Modal>
      <Modal
        {...steadyDialog}
        open={created !== null}
        title={t.secretTitle}
        onOk={onClose}
        onCancel={() => setAsking(true)}
        okText={t.done}
        cancelButtonProps={{ style: { display: 'none' } }}
        maskClosable={false}
      >
        <Alert type="warning" showIcon message={t.secretWarning} style={{ marginBottom: 16 }} />
        {created && (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t.accessKey}>
              <SecretValue value={created.accessKey ?? ''} testId="new-access-key" />
            </Descriptions.Item>
            <Descriptions.Item label={t.secretKey}>
              <SecretValue value={created.secretKey ?? ''} testId="new-secret-key" />
            </Descriptions.Item>
          </Descriptions>
        )}
      </Modal>
    </>
  );
}
