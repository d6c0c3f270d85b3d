import { useState } from 'react';
import { Typography } from 'antd';
import type { SshKey } from '@portal/contracts';
import { EMPTY_VALUE } from '@portal/locale';
import { CopyButton, Ltr, SimpleResourceList, type ResourceColumn, useNumericParams, deleteColumn } from '@portal/ui';
import { AddKeyDialog } from './AddKeyDialog';
import { useDeleteSshKey, useSshKeys } from './api';
import { keyMessages as t } from './messages';

export default function KeyListPage() {
  const { projectId } = useNumericParams('projectId');
  const keys = useSshKeys(projectId);
  const remove = useDeleteSshKey();
  const [adding, setAdding] = useState(false);

  // The provider lists a key by name and fingerprint only: its type, comment and text are not sent back.
  const columns: ResourceColumn<SshKey>[] = [
    { key: 'name', title: t.name, dataIndex: 'name', sorter: true },
    {
      key: 'fingerPrint',
      essential: true,
      title: t.fingerprint,
      dataIndex: 'fingerPrint',
      render: (_, k) =>
        k.fingerPrint ? (
          <span style={{ whiteSpace: 'nowrap' }}>
            <Ltr>
              <Typography.Text code style={{ fontSize: 12 }}>
                {k.fingerPrint}
              </Typography.Text>
              <CopyButton text={k.fingerPrint} />
            </Ltr>
          </span>
        ) : (
          EMPTY_VALUE
        ),
    },
    { key: 'createDate', title: t.createdAt, dataIndex: 'createDate', kind: 'datetime', sorter: true },
    deleteColumn<SshKey>({
      label: t.delete,
      title: t.deleteTitle,
      description: (k) => t.deleteText(k.name ?? ''),
      ariaLabel: (k) => `${t.delete} ${k.name ?? ''}`,
      run: (k) => remove.mutateAsync({ params: { projectId, id: k.id } }),
      done: t.deleted,
    }),
  ];
  return (
    <>
      <SimpleResourceList<SshKey>
        tableId="vm.ssh-keys"
        query={keys}
        columns={columns}
        searchKeys={['name', 'fingerPrint']}
        labels={t}
        onCreate={() => setAdding(true)}
        rowPath={null}
      />
      <AddKeyDialog projectId={projectId} open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
