import { Form, Input } from 'antd';
import { entryEdit, type DataEntry } from '@portal/contracts';
import { fill } from '@portal/locale';
import { FormDialog } from '@portal/ui';
import { namespaceMessages } from '../messages';
import { useEditConfigMap, useEditSecret, useSecret } from '../api';
import { DataEntries, entriesOf, type DataForm } from './DataEntries';

const entry = namespaceMessages.configMaps;

/** The row being edited: a config map's list row has its entries; a secret's values come from its get. */
export interface Editing {
  id: number;
  name: string;
  entries: DataEntry[] | null;
}
type Ids = { projectId: number; kuberHostId: number };

const settled = (entries: readonly { id: number; key: string | null; value: string | null }[] | null | undefined): DataEntry[] | undefined =>
  entries?.map((e) => ({ id: e.id, key: e.key ?? '', value: e.value ?? '' }));

/**
 * The provider's edit of a config map or a secret: the name stays (the edit has none), the rows are
 * checked as on create, and what changed is sent by entry id (entryEdit). A refusal keeps the dialog
 * open with what was typed.
 */
export function EditEntriesDialog({ ids, editing, secret, onClose }: { ids: Ids; editing: Editing | null; secret?: boolean; onClose: () => void }) {
  const t = secret ? namespaceMessages.secrets : namespaceMessages.configMaps;
  const [form] = Form.useForm<DataForm>();
  const revealed = useSecret(ids, secret && editing ? editing.id : null);
  const current = secret ? settled(revealed.data?.keyValuePairs) : (editing?.entries ?? undefined);
  const editConfigMap = useEditConfigMap();
  const editSecret = useEditSecret();
  const edit = secret ? editSecret : editConfigMap;
  return (
    <FormDialog<DataForm>
      form={form}
      open={editing !== null && current !== undefined}
      onClose={onClose}
      title={editing && fill(t.editTitle, { name: editing.name })}
      okText={entry.saveEdit}
      cancelText={entry.cancel}
      values={{ name: editing?.name ?? '', data: current?.length ? current.map(({ key, value }) => ({ key, value })) : [{ key: '', value: '' }] }}
      successMessage={t.edited}
      send={(v) => edit.mutateAsync({ params: { ...ids, id: editing!.id }, body: entryEdit(current ?? [], entriesOf(v.data)) })}
    >
      <Form.Item name="name" label={t.name} extra={entry.nameFixed}>
        <Input dir="ltr" disabled />
      </Form.Item>
      <DataEntries secret={secret} />
    </FormDialog>
  );
}
