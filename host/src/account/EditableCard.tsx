// The profile's cards: details shown read-only until "edit" turns them into a form with save and
// cancel. A save that comes back 422 keeps the form open, input kept, the server's message on each field.
import { useState, type ReactNode } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Space from 'antd/es/space';
import { sendForm } from '@portal/api';
import { notify } from '@portal/ui/toast';
import { accountMessages } from './messages';

const c = accountMessages.common;

interface Props<V> {
  title: string;
  testId?: string;
  /** Without it the card only shows. */
  canEdit?: boolean;
  editLabel?: string;
  /** More buttons beside "edit" (hidden while editing). */
  actions?: ReactNode;
  /** What the form starts from: the record being shown. */
  initialValues: object;
  save: (values: V) => Promise<unknown>;
  saving: boolean;
  /** The form's inputs. */
  fields: ReactNode;
  /** Descriptions.Item rows of the read-only view. */
  view: ReactNode;
  children?: ReactNode;
}

export function EditableCard<V extends object>({
  title,
  testId,
  canEdit = true,
  editLabel = c.edit,
  actions,
  initialValues,
  save,
  saving,
  fields,
  view,
  children,
}: Props<V>) {
  const [form] = Form.useForm<V>();
  const [editing, setEditing] = useState(false);
  const submit = async (values: V) => {
    if (!(await sendForm(form, () => save(values)))) return;
    notify.success(c.saved);
    setEditing(false);
  };
  const extra = canEdit && !editing && (
    <Space>
      <Button onClick={() => setEditing(true)}>{editLabel}</Button>
      {actions}
    </Space>
  );
  return (
    <Card title={title} extra={extra} data-testid={testId}>
      {editing ? (
        <Form form={form} layout="vertical" requiredMark={false} initialValues={initialValues} onFinish={(v) => void submit(v)}>
          {fields}
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              {c.save}
            </Button>
            <Button onClick={() => setEditing(false)}>{c.cancel}</Button>
          </Space>
        </Form>
      ) : (
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
          {view}
        </Descriptions>
      )}
      {children}
    </Card>
  );
}
