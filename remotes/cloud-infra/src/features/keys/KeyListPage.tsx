import { useState } from 'react';
import { Typography } from 'antd';
import type { SshKey } from '@portal/contracts';
import { EMPTY_VALUE } from '@portal/locale';
import { CopyButton, SimpleResourceList, type ResourceColumn, useNumericParams, deleteColumn } from '@portal/ui';
import { AddKeyDialog } from './AddKeyDialog';
import { useDeleteSshKey, useSshKeys } from './api';
import { keyMessages as t } from './messages';

export default function KeyListPage() {
  const { projectId } = useNumericParams('projectId');
  const keys = useSshKeys(projectId);
  const remove = useDeleteSshKey();
  const [adding, setAdding] = useState(false);

  const columns: ResourceColumn<SshKey>[] = [
    { key: 'name', title: t.name, dataIndex: 'name', sorter: true },
    { key: 'keyType', title: t.type, dataIndex: 'keyType', render: (_, k) => <span dir="ltr">{k.keyType}</span> },
    {
      key: 'fingerprint',
      title: t.fingerprint,
      dataIndex: 'fingerprint',
      render: (_, k) => (
        <span dir="ltr" style={{ whiteSpace: 'nowrap' }}>
          <Typography.Text code style={{ fontSize: 12 }}>{k.fingerprint}</Typography.Text>
          <CopyButton text={k.publicKey} />
        </span>
      ),
    },
    { key: 'comment', title: t.comment, dataIndex: 'comment', render: (_, k) => (k.comment ? <span dir="ltr">{k.comment}</span> : EMPTY_VALUE) },
    { key: 'createdAt', title: t.createdAt, dataIndex: 'createdAt', kind: 'datetime', sorter: true },
    deleteColumn<SshKey>({
      label: t.delete,
      title: t.deleteTitle,
      description: (k) => t.deleteText(k.name),
      ariaLabel: (k) => `${t.delete} ${k.name}`,
      run: (k) => remove.mutateAsync({ params: { projectId, id: k.id } }),
      done: t.deleted,
    }),
  ];
  return (
    <>
      <SimpleResourceList<SshKey>
        query={keys}
        columns={columns}
        searchKeys={['name', 'fingerprint', 'comment']}
        labels={t}
        onCreate={() => setAdding(true)}
        rowPath={null}
      />
      <AddKeyDialog projectId={projectId} open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
