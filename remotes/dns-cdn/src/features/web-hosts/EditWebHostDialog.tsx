import { Form, Select } from 'antd';
import { editWebHostSchema, PHP_VERSIONS, type EditWebHostRequest, type WebHost } from '@portal/contracts';
import { formatRial } from '@portal/locale';
import { FormDialog, formRules } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { useEditWebHost, useWebBundles } from '../../api';

const t = dnsCdnMessages.webHost;

/** A plan or PHP version change of one web host; the sandbox's 422s land under their fields. */
export function EditWebHostDialog({ host, open, onClose }: { host: WebHost; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<EditWebHostRequest>();
  const bundles = useWebBundles();
  const edit = useEditWebHost();

  return (
    <FormDialog<EditWebHostRequest>
      form={form}
      open={open}
      values={{ productBundleId: host.productBundleId, phpVersion: host.phpVersion }}
      onClose={onClose}
      title={t.editTitle}
      okText={t.save}
      cancelText={t.cancel}
      successMessage={t.saved}
      send={(body) => edit.mutateAsync({ params: { projectId: host.projectId, id: host.id }, body })}
    >
      <Form.Item name="productBundleId" label={t.bundle} rules={formRules(editWebHostSchema.productBundleId!)}>
        <Select
          loading={bundles.isLoading}
          options={(bundles.data ?? []).map((b) => ({ value: b.id, label: `${b.name} — ${formatRial(b.price)}` }))}
        />
      </Form.Item>
      <Form.Item name="phpVersion" label={t.php} rules={formRules(editWebHostSchema.phpVersion!)}>
        <Select options={[...PHP_VERSIONS].reverse().map((v) => ({ value: v, label: `PHP ${v}` }))} />
      </Form.Item>
    </FormDialog>
  );
}
