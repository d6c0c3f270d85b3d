/**
 * `EditNameDialog`: renames a resource; the field is filled with the current name on opening and
 * checked by the same rule as a new resource's name (the API applies it to renames too).
 */
import Form from 'antd/es/form';
import { FormDialog } from './form-dialog';
import { ResourceNameField } from './resource-name-field';

export interface EditNameDialogProps {
  name: string;
  open: boolean;
  onClose: () => void;
  send: (body: { name: string }) => Promise<unknown>;
  labels: { title: string; name: string; save: string; cancel: string; saved: string };
}

export function EditNameDialog({ name, open, onClose, send, labels }: EditNameDialogProps) {
  const [form] = Form.useForm<{ name: string }>();
  return (
    <FormDialog
      form={form}
      open={open}
      values={{ name }}
      onClose={onClose}
      title={labels.title}
      okText={labels.save}
      cancelText={labels.cancel}
      send={send}
      successMessage={labels.saved}
      requiredMark
    >
      <ResourceNameField label={labels.name} />
    </FormDialog>
  );
}
