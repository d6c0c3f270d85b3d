import { Form, Select } from 'antd';
import { editWebHostSchema, type EditWebHostRequest, type WebHost } from '@portal/contracts';
import { formatRial } from '@portal/locale';
import { FormDialog, formRules } from '@portal/ui';
import { webHostMessages } from './messages';
import { useEditWebHost, useWebBundles } from './api';

const t = webHostMessages.webHost;

/** A plan change (the provider's edit carries the new bundle alone); the sandbox's 422 lands under its field. */
export function EditWebHostDialog({ projectId, host, open, onClose }: { projectId: number; host: WebHost; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<EditWebHostRequest>();
  const bundles = useWebBundles();
  const edit = useEditWebHost();

  return (
    <FormDialog<EditWebHostRequest>
      form={form}
      open={open}
      onClose={onClose}
      title={t.editTitle}
      okText={t.save}
      cancelText={t.cancel}
      successMessage={t.saved}
      send={(body) => edit.mutateAsync({ params: { projectId, id: host.id }, body })}
    >
      <Form.Item name="productBundleId" label={t.bundle} rules={formRules(editWebHostSchema.productBundleId!)}>
        <Select
          aria-label={t.bundle}
          loading={bundles.isLoading}
          options={(bundles.data ?? []).map((b) => ({ value: b.id, label: `${b.name} — ${formatRial(b.price)}` }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
