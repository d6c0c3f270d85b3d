import { Form, Input, Modal } from 'antd';
import type { CreateSshKeyRequest } from '@portal/api/contracts';
import { fieldErrorsForForm } from '@portal/api';
import { notify } from '@portal/ui/toast';
import { useCreateSshKey } from './api';
import { keyMessages as t } from './messages';

/** A quick check before sending; the server does the full one (base64 blob, embedded type, size). */
const KEY_START = /^\s*(ssh-ed25519|ssh-rsa|ecdsa-sha2-nistp(256|384|521))\s+[A-Za-z0-9+/]+=*(\s+.*)?\s*$/;

export function AddKeyDialog({ projectId, open, onClose }: { projectId: number; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<CreateSshKeyRequest>();
  const create = useCreateSshKey();

  const save = async () => {
    const body = await form.validateFields().catch(() => null);
    if (!body) return;
    try {
      await create.mutateAsync({ params: { projectId }, body });
      notify.success(t.created);
      form.resetFields();
      onClose();
    } catch (error) {
      // The interceptor has shown the messages; mark the fields and keep what was pasted.
      form.setFields(fieldErrorsForForm(error));
    }
  };

  return (
    <Modal open={open} title={t.dialogTitle} okText={t.save} cancelText={t.cancel} confirmLoading={create.isPending} onOk={() => void save()} onCancel={onClose} width={640}>
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="name" label={t.name} rules={[{ required: true, whitespace: true, message: t.nameRequired }, { min: 2, max: 50, message: t.nameRule }]}>
          <Input maxLength={50} autoComplete="off" />
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
            { required: true, whitespace: true, message: t.publicKeyRequired },
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
      </Form>
    </Modal>
  );
}
