import { Form, Input, Modal, Select } from 'antd';
import type { CreateNetworkRequest } from '@portal/api/contracts';
import { fieldErrorsForForm } from '@portal/api';
import { notify } from '@portal/ui/toast';
import { useCreateNetwork, useDatacenters } from './api';
import { networkMessages } from './messages';

const t = networkMessages.create;
const CIDR = /^\d{1,3}(\.\d{1,3}){3}\/\d{1,2}$/;
const NAME = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

export function CreateNetworkDialog({ projectId, open, onClose }: { projectId: number; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<CreateNetworkRequest>();
  const datacenters = useDatacenters();
  const create = useCreateNetwork();

  const save = async () => {
    const body = await form.validateFields().catch(() => null);
    if (!body) return;
    try {
      await create.mutateAsync({ params: { projectId }, body });
      notify.success(t.created);
      form.resetFields();
      onClose();
    } catch (error) {
      form.setFields(fieldErrorsForForm(error));
    }
  };

  return (
    <Modal open={open} title={t.title} okText={t.submit} cancelText={t.cancel} confirmLoading={create.isPending} onOk={() => void save()} onCancel={onClose}>
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ cidr: '10.10.0.0/24' }}>
        <Form.Item name="name" label={t.name} rules={[{ required: true, message: t.nameRequired }, { pattern: NAME, message: t.nameRule }, { min: 3, max: 50, message: t.nameRule }]}>
          <Input dir="ltr" maxLength={50} autoComplete="off" />
        </Form.Item>
        <Form.Item name="datacenterId" label={t.datacenter} rules={[{ required: true, message: t.datacenterRequired }]}>
          <Select loading={datacenters.isLoading} options={(datacenters.data ?? []).map((d) => ({ value: d.id, label: d.name, title: d.name }))} />
        </Form.Item>
        <Form.Item name="cidr" label={t.cidr} extra={t.cidrHint} rules={[{ required: true, message: t.cidrRequired }, { pattern: CIDR, message: t.cidrFormat }]}>
          <Input dir="ltr" maxLength={18} autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
