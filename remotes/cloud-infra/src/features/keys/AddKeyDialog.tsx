import { Form, Input } from 'antd';
import { createSshKeySchema, type CreateSshKeyRequest } from '@portal/contracts';
import { FormDialog, formRules, maxLengthOf } from '@portal/ui';
import { useCreateSshKey } from './api';
import { keyMessages as t } from './messages';

/** A quick check before sending; the server does the full one (base64 blob, embedded type, size). */
const KEY_START = /^\s*(ssh-ed25519|ssh-rsa|ecdsa-sha2-nistp(256|384|521))\s+[A-Za-z0-9+/]+=*(\s+.*)?\s*$/;

export function AddKeyDialog({ projectId, open, onClose }: { projectId: number; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<CreateSshKeyRequest>();
  const create = useCreateSshKey();

  const send = (body: CreateSshKeyRequest) => create.mutateAsync({ params: { projectId }, body });

  return (
    <FormDialog
      form={form}
      open={open}
      onClose={onClose}
      title={t.dialogTitle}
      okText={t.save}
      cancelText={t.cancel}
      send={send}
      successMessage={t.created}
      resetOnDone
      width={640}
    >
      <Form.Item name="name" label={t.name} rules={formRules(createSshKeySchema.name)}>
        <Input maxLength={maxLengthOf(createSshKeySchema.name)} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="publicKey"
        label={t.publicKey}
        extra={
          <>
            {t.publicKeyHint} <bdi dir="ltr">{t.publicKeyCommand}</bdi>
          </>
        }
        rules={[
          ...formRules(createSshKeySchema.publicKey),
          {
            validator: async (_, value: string | undefined) => {
              if (!value?.trim()) return;
              if (/PRIVATE KEY/.test(value)) throw new Error(t.privateKey);
              if (!KEY_START.test(value)) throw new Error(t.publicKeyFormat);
            },
          },
        ]}
      >
        <Input.TextArea dir="ltr" rows={5} spellCheck={false} style={{ fontFamily: 'monospace', fontSize: 12 }} />
      </Form.Item>
    </FormDialog>
  );
}
