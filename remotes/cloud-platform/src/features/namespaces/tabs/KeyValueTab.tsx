import { useState } from 'react';
import { Alert, Button, Descriptions, Form, Input, Modal, Select, Space, Spin, Tag, Typography } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { createKuberConfigMapSchema, createKuberSecretSchema, SECRET_TYPE, type DataEntry } from '@portal/contracts';
import { fill } from '@portal/locale';
import { ConfirmAction, FormDialog, formRules, notify, Permitted, ResourceTable, steadyDialog, type ResourceColumn, Ltr } from '@portal/ui';
import { namespaceMessages } from '../messages';
import { useConfigMaps, useCreateConfigMap, useCreateSecret, useDeleteConfigMap, useDeleteSecret, useSecret, useSecrets } from '../api';
import { DataEntries, toData, type DataForm } from './DataEntries';
import { EditEntriesDialog, type Editing } from './EditEntriesDialog';
import type { TabProps } from './types';

const entry = namespaceMessages.configMaps;

/** A config map or a secret as the table shows it: its keys (a secret's values never reach a list); a config map's entries too, for its edit. */
interface Row {
  id: number;
  name: string;
  keys: string[];
  entries: DataEntry[] | null;
  createDate: string;
}
const keysOf = (entries: { key: string | null }[] | null | undefined) => (entries ?? []).map((e) => e.key ?? '');
const entriesOfRow = (entries: { id: number; key: string | null; value: string | null }[] | null | undefined): DataEntry[] =>
  (entries ?? []).map((e) => ({ id: e.id, key: e.key ?? '', value: e.value ?? '' }));

/**
 * What differs between the two kinds; the tab is one. A secret's values are write-only: the list
 * has its keys, the values are typed masked, and seeing them is the explicit reveal call.
 */
const kinds = {
  configMap: {
    t: namespaceMessages.configMaps,
    nameSpec: createKuberConfigMapSchema.name,
    useRows: (ids: Ids) => {
      const q = useConfigMaps(ids);
      return {
        ...q,
        rows: q.data?.map((m): Row => ({
          id: m.id,
          name: m.name ?? '',
          keys: keysOf(m.configMaps),
          entries: entriesOfRow(m.configMaps),
          createDate: m.createDate,
        })),
      };
    },
    useCreate: useCreateConfigMap,
    useRemove: useDeleteConfigMap,
  },
  secret: {
    t: namespaceMessages.secrets,
    nameSpec: createKuberSecretSchema.name,
    useRows: (ids: Ids) => {
      const q = useSecrets(ids);
      return { ...q, rows: q.data?.map((s): Row => ({ id: s.id, name: s.name ?? '', keys: keysOf(s.secrets), entries: null, createDate: s.createDate })) };
    },
    useCreate: useCreateSecret,
    useRemove: useDeleteSecret,
  },
};
type Ids = { projectId: number; kuberHostId: number };
/** The values of one secret, each copyable: `secret/get` is asked only when the user reveals them. */
function RevealDialog({ ids, shown, onClose }: { ids: Ids; shown: Row | null; onClose: () => void }) {
  const t = namespaceMessages.secrets;
  const secret = useSecret(ids, shown?.id ?? null);
  return (
    <Modal
      {...steadyDialog}
      open={shown !== null}
      title={shown && fill(t.revealTitle, { name: shown.name })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t.close}</Button>}
    >
      {secret.isLoading ? <Spin /> : null}
      <Descriptions column={1} size="small">
        {(secret.data?.keyValuePairs ?? []).map((e) => (
          <Descriptions.Item key={e.id} label={<Ltr>{e.key}</Ltr>}>
            <Typography.Text code copyable dir="ltr">
              {e.value ?? ''}
            </Typography.Text>
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Modal>
  );
}

/** The config map tab, or with `secret` the secret tab: the keys of each, create and edit with key/value rows, delete. */
export function KeyValueTab({ host, projectId, secret }: TabProps & { secret?: boolean }) {
  const kind = secret ? kinds.secret : kinds.configMap;
  const { t } = kind;
  const ids = { projectId, kuberHostId: host.id };
  const list = kind.useRows(ids);
  const create = kind.useCreate();
  const remove = kind.useRemove();
  const [form] = Form.useForm<DataForm>();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<Row | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const columns: ResourceColumn<Row>[] = [
    { key: 'name', title: t.name, dataIndex: 'name', kind: 'ltr' },
    {
      key: 'keys',
      title: t.keys,
      dataIndex: 'keys',
      render: (_, r) => (
        <Space wrap>
          {r.keys.map((k) => (
            <Tag key={k}>
              <Ltr>{k}</Ltr>
            </Tag>
          ))}
        </Space>
      ),
    },
    { key: 'createDate', title: t.createdAt, dataIndex: 'createDate', kind: 'datetime' },
    {
      key: 'actions',
      title: '',
      dataIndex: 'id',
      render: (_, r) => (
        <Space>
          {secret && <Button onClick={() => setShown(r)}>{namespaceMessages.secrets.reveal}</Button>}
          <Permitted>
            {(disabled) => (
              <Button
                aria-label={fill(entry.editLabel, { name: r.name })}
                disabled={disabled}
                onClick={() => setEditing({ id: r.id, name: r.name, entries: r.entries })}
              >
                {entry.edit}
              </Button>
            )}
          </Permitted>
          <ConfirmAction
            danger
            label={t.delete}
            title={t.deleteTitle}
            description={fill(t.deleteText, { name: r.name })}
            onConfirm={async () => {
              await remove.mutateAsync({ params: { ...ids, id: r.id } });
              notify.success(t.deleted);
            }}
          />
        </Space>
      ),
    },
  ];
  return (
    <>
      {secret && <Alert type="info" showIcon title={namespaceMessages.secrets.writeOnly} style={{ marginBottom: 12 }} />}
      <ResourceTable<Row>
        tableId={secret ? 'kubernetes.namespace.secrets' : 'kubernetes.namespace.config-maps'}
        rowKey="id"
        rows={list.rows ?? []}
        columns={columns}
        loading={list.isLoading}
        error={list.isError}
        onRetry={() => void list.refetch()}
        caption={t.title}
        emptyText={t.empty}
        toolbar={
          <Permitted>
            {(disabled) => (
              <Button type="primary" icon={<PlusOutlined />} disabled={disabled} onClick={() => setOpen(true)}>
                {t.create}
              </Button>
            )}
          </Permitted>
        }
      />
      {/* Mounted while open only: the create and the edit form name their fields alike, and a label must find its own input. */}
      {open && (
        <FormDialog<DataForm>
          form={form}
          open={open}
          onClose={() => setOpen(false)}
          title={t.dialogTitle}
          okText={entry.save}
          cancelText={entry.cancel}
          resetOnDone
          initialValues={{ name: '', secretTypeId: SECRET_TYPE.opaque, data: [{ key: '', value: '' }] }}
          successMessage={t.created}
          send={(v) =>
            create.mutateAsync({
              params: ids,
              body: { name: v.name.trim(), envs: toData(v.data), ...(secret ? { secretTypeId: v.secretTypeId ?? SECRET_TYPE.opaque } : {}) },
            })
          }
        >
          <Form.Item name="name" label={t.name} rules={formRules(kind.nameSpec)}>
            <Input dir="ltr" autoComplete="off" />
          </Form.Item>
          {secret && (
            <Form.Item name="secretTypeId" label={namespaceMessages.secrets.type}>
              <Select
                options={[
                  { value: SECRET_TYPE.opaque, label: namespaceMessages.secrets.opaque },
                  { value: SECRET_TYPE.tls, label: namespaceMessages.secrets.tls },
                ]}
              />
            </Form.Item>
          )}
          <DataEntries secret={secret} />
        </FormDialog>
      )}
      {secret && <RevealDialog ids={ids} shown={shown} onClose={() => setShown(null)} />}
      {editing && <EditEntriesDialog ids={ids} editing={editing} secret={secret} onClose={() => setEditing(null)} />}
    </>
  );
}
