import { useState } from 'react';
import { Button, Flex, Switch } from 'antd';
import { domainToDisplay, PROXIABLE_TYPES, TTL_AUTO, type DnsRecord, type DnsRecordRow, type DnsRecordType } from '@portal/contracts';
import { fill, formatNumber } from '@portal/locale';
import { deleteColumn, Ltr, notify, Permitted, ResourceTable, type ResourceColumn } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { fetchProxyStatus, fetchRecordToEdit, useChangeProxy, useDeleteRecord, useRecords } from './api';
import { RecordDialog } from './RecordDialog';
import { ZoneFileActions } from './ZoneFileActions';
import type { TabProps } from './zone-tabs';

const t = dnsCdnMessages.records;
const hostTypes = ['CNAME', 'MX', 'NS', 'PTR', 'SRV'];

/** A record as the table shows it: names and host targets in Unicode. */
type Row = DnsRecordRow & { displayName: string; shownValue: string };

/**
 * `/cdn/{projectId}/{id}/dns-record`: the zone's records (the provider's row: name, type, value,
 * TTL, proxy; MX/SRV/CAA parameters are read by the edit dialog from the record's `get`); create
 * and edit in a dialog, the proxy toggle, zone file export and import (written and read in the
 * browser on the record calls).
 */
export default function RecordsTab({ projectId, zone }: TabProps) {
  const ids = { projectId, dnsCdnHostId: zone.id };
  const records = useRecords(ids);
  const proxy = useChangeProxy();
  const remove = useDeleteRecord();
  const [editing, setEditing] = useState<DnsRecord | null>(null);
  const [open, setOpen] = useState(false);
  const rows: Row[] | undefined = records.data?.map((r) => ({
    ...r,
    displayName: domainToDisplay(r.name ?? ''),
    shownValue: hostTypes.includes(r.type ?? '') ? domainToDisplay(r.value ?? '') : (r.value ?? ''),
  }));
  const openDialog = (record: DnsRecord | null) => {
    setEditing(record);
    setOpen(true);
  };
  const openEdit = async (r: Row) => openDialog(await fetchRecordToEdit({ ...ids, id: r.id }));

  const columns: ResourceColumn<Row>[] = [
    { key: 'displayName', title: t.name, dataIndex: 'displayName', sorter: true, render: (v) => <Ltr>{String(v)}</Ltr> },
    { key: 'type', essential: true, title: t.type, dataIndex: 'type', sorter: true },
    { key: 'shownValue', essential: true, title: t.value, dataIndex: 'shownValue', ellipsis: true, render: (v) => <Ltr>{String(v)}</Ltr> },
    { key: 'ttl', title: t.ttl, dataIndex: 'ttl', sorter: true, render: (_, r) => (r.ttl === TTL_AUTO ? t.auto : fill(t.seconds, { n: formatNumber(r.ttl) })) },
    {
      key: 'proxied',
      title: t.proxy,
      value: (r) => (r.useProxy ? '✓' : ''),
      render: (_, r) =>
        PROXIABLE_TYPES.includes(r.type as DnsRecordType) ? (
          <Permitted>
            {(disabled) => (
              <Switch
                checked={r.useProxy}
                disabled={disabled}
                loading={proxy.isPending && proxy.variables?.params.id === r.id}
                aria-label={fill(t.proxyLabel, { name: r.displayName, type: r.type ?? '' })}
                onChange={() =>
                  proxy.mutate(
                    { params: { ...ids, id: r.id } },
                    {
                      onSuccess: async () =>
                        notify.success(fill((await fetchProxyStatus({ ...ids, id: r.id })) ? t.proxyOn : t.proxyOff, { name: r.displayName })),
                    },
                  )
                }
              />
            )}
          </Permitted>
        ) : (
          <span aria-hidden>{t.noProxy}</span>
        ),
    },
    deleteColumn<Row>({
      label: t.delete,
      okText: t.delete,
      ariaLabel: (r) => fill(t.deleteLabel, { type: r.type ?? '', name: r.displayName }),
      title: t.deleteTitle,
      description: (r) => fill(t.deleteText, { type: r.type ?? '', name: r.displayName, value: r.shownValue }),
      run: (r) => remove.mutateAsync({ params: { ...ids, id: r.id } }),
      done: t.deleted,
      edit: { label: t.edit, ariaLabel: (r) => fill(t.editLabel, { type: r.type ?? '', name: r.displayName }), open: (r) => void openEdit(r) },
    }),
  ];

  const create = (
    <Permitted>
      {(disabled) => (
        <Button type="primary" disabled={disabled} onClick={() => openDialog(null)}>
          {t.create}
        </Button>
      )}
    </Permitted>
  );

  return (
    <>
      <ResourceTable<Row>
        tableId="dns.zone.records"
        rowKey="id"
        rows={rows}
        columns={columns}
        loading={records.isLoading}
        error={records.isError}
        onRetry={() => void records.refetch()}
        searchKeys={['displayName', 'type', 'shownValue', 'name', 'value']}
        searchPlaceholder={t.search}
        exportFileName={t.exportName}
        caption={t.title}
        emptyText={t.empty}
        emptyAction={create}
        toolbar={
          <Flex gap={8} wrap>
            {create}
            <ZoneFileActions projectId={projectId} zone={zone} />
          </Flex>
        }
      />
      <RecordDialog projectId={projectId} zoneId={zone.id} record={editing} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
