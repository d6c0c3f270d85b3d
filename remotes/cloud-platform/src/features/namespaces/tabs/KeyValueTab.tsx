import { useState } from 'react';
import { Alert, Button, Descriptions, Flex, Form, Input, Modal, Select, Space, Spin, Tag, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { configKeySpec, createKuberConfigMapSchema, createKuberSecretSchema, SECRET_TYPE } from '@portal/contracts';
import { fill, formatNumber } from '@portal/locale';
import { ConfirmAction, FormDialog, formRules, notify, Permitted, ResourceTable, steadyDialog, type ResourceColumn } from '@portal/ui';
import { cloudPlatformMessages } from '../../../messages';
import { useConfigMaps, useCreateConfigMap, useCreateSecret, useDeleteConfigMap, useDeleteSecret, useSecret, useSecrets } from '../api';
import type { TabProps } from './types';

const entry = cloudPlatformMessages.configMaps;

/** A config map or a secret as the table shows it: its keys (a secret's values never reach a list). */
interface Row {
  id: number;
  name: string;
  keys: string[];
  createDate: string;
}
const keysOf = (entries: { key: string | null }[] | null | undefined) => (entries ?? []).map((e) => e.key ?? '');

/**
 * What differs between the two kinds; the tab is one. A secret's values are write-only: the list
 * has its keys, the values are typed masked, and seeing them is the explicit reveal call.
 */
const kinds = {
  configMap: {
    t: cloudPlatformMessages.configMaps,
    nameSpec: createKuberConfigMapSchema.name,
    useRows: (ids: Ids) => {
      const q = useConfigMaps(ids);
      return { ...q, rows: q.data?.map((m): Row => ({ id: m.id, name: m.name ?? '', keys: keysOf(m.configMaps), createDate: m.createDate })) };
    },
    useCreate: useCreateConfigMap,
    useRemove: useDeleteConfigMap,
  },
  secret: {
    t: cloudPlatformMessages.secrets,
    nameSpec: createKuberSecretSchema.name,
    useRows: (ids: Ids) => {
      const q = useSecrets(ids);
      return { ...q, rows: q.data?.map((s): Row => ({ id: s.id, name: s.name ?? '', keys: keysOf(s.secrets), createDate: s.createDate })) };
    },
    useCreate: useCreateSecret,
    useRemove: useDeleteSecret,
  },
};
type Ids = { projectId: number; kuberHostId: number };
type DataForm = { name: string; secretTypeId?: number; data: { key: string; value: string }[] };
const toData = (entries: DataForm['data']) => Object.fromEntries((entries ?? []).map((e) => [e.key?.trim() ?? '', e.value ?? '']));

function DataEntries({ secret }: { secret?: boolean }) {
  return (
    <Form.List name="data">
      {(fields, { add, remove }) => (
        <Flex vertical gap={4}>
          <span>{entry.data}</span>
          {fields.map((field, i) => (
            <Flex key={field.key} gap={8} wrap align="start">
              <Form.Item name={[field.name, 'key']} label={`${entry.key} ${formatNumber(i + 1)}`} rules={formRules(configKeySpec)} style={{ flex: '1 1 140px', marginBottom: 8 }}>
                <Input dir="ltr" autoComplete="off" />
              </Form.Item>
              <Form.Item name={[field.name, 'value']} label={`${entry.value} ${formatNumber(i + 1)}`} style={{ flex: '2 1 200px', marginBottom: 8 }}>
                {secret ? <Input.Password dir="ltr" autoComplete="off" /> : <Input.TextArea dir="ltr" rows={2} />}
              </Form.Item>
              <Button aria-label={`${entry.removeEntry} ${formatNumber(i + 1)}`} icon={<DeleteOutlined />} disabled={fields.length === 1} onClick={() => remove(field.name)} style={{ marginTop: 30 }} />
            </Flex>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ key: '', value: '' })} style={{ alignSelf: 'start' }}>
            {entry.addEntry}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}

/** The values of one secret, each copyable: `secret/get` is asked only when the user reveals them. */
function RevealDialog({ ids, shown, onClose }: { ids: Ids; shown: Row | null; onClose: () => void }) {
  const t = cloudPlatformMessages.secrets;
  const secret = useSecret(ids, shown?.id ?? null);
  return (
    <Modal {...steadyDialog} open={shown !== null} title={shown && fill(t.revealTitle, { name: shown.name })} onCancel={onClose} footer={<Button onClick={onClose}>{t.close}</Button>}>
      {secret.isLoading ? <Spin /> : null}
      <Descriptions column={1} size="small">
        {(secret.data?.keyValuePairs ?? []).map((e) => (
          <Descriptions.Item key={e.id} label={<span dir="ltr">{e.key}</span>}>
            <Typography.Text code copyable dir="ltr">{e.value ?? ''}</Typography.Text>
          </Descriptions.Item>
        ))}
      </Descriptions>
    </Modal>
  );
}

/** The config map tab, or with `secret` the secret tab: the keys of each, create with key/value rows, delete. */
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
  const columns: ResourceColumn<Row>[] = [
    { key: 'name', title: t.name, dataIndex: 'name', kind: 'ltr' },
    { key: 'keys', title: t.keys, dataIndex: 'keys', render: (_, r) => <Space wrap>{r.keys.map((k) => <Tag key={k}><span dir="ltr">{k}</span></Tag>)}</Space> },
    { key: 'createDate', title: t.createdAt, dataIndex: 'createDate', kind: 'datetime' },
    {
      key: 'actions',
      title: '',
      dataIndex: 'id',
      render: (_, r) => (
        <Space>
          {secret && <Button onClick={() => setShown(r)}>{cloudPlatformMessages.secrets.reveal}</Button>}
          <ConfirmAction danger label={t.delete} title={t.deleteTitle} description={fill(t.deleteText, { name: r.name })} onConfirm={async () => {
            await remove.mutateAsync({ params: { ...ids, id: r.id } });
            notify.success(t.deleted);
          }} />
        </Space>
      ),
    },
  ];
  return (
    <>
      {secret && <Alert type="info" showIcon title={cloudPlatformMessages.secrets.writeOnly} style={{ marginBottom: 12 }} />}
      <ResourceTable<Row>
        tableId={secret ? "kubernetes.namespace.secrets" : "kubernetes.namespace.config-maps"}
        rowKey="id"
        rows={list.rows ?? []}
        columns={columns}
        loading={list.isLoading}
        error={list.isError}
        onRetry={() => void list.refetch()}
        caption={t.title}
        emptyText={t.empty}
        toolbar={<Permitted>{(disabled) => <Button type="primary" icon={<PlusOutlined />} disabled={disabled} onClick={() => setOpen(true)}>{t.create}</Button>}</Permitted>}
      />
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
        send={(v) => create.mutateAsync({ params: ids, body: { name: v.name.trim(), envs: toData(v.data), ...(secret ? { secretTypeId: v.secretTypeId ?? SECRET_TYPE.opaque } : {}) } })}
      >
        <Form.Item name="name" label={t.name} rules={formRules(kind.nameSpec)}>
          <Input dir="ltr" autoComplete="off" />
        </Form.Item>
        {secret && (
          <Form.Item name="secretTypeId" label={cloudPlatformMessages.secrets.type}>
            <Select options={[{ value: SECRET_TYPE.opaque, label: cloudPlatformMessages.secrets.opaque }, { value: SECRET_TYPE.tls, label: cloudPlatformMessages.secrets.tls }]} />
          </Form.Item>
        )}
        <DataEntries secret={secret} />
      </FormDialog>
      {secret && <RevealDialog ids={ids} shown={shown} onClose={() => setShown(null)} />}
    </>
  );
}
