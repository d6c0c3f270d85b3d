import { useState } from 'react';
import { Button, Flex, Switch, Tooltip } from 'antd';
import { domainToDisplay, PROXIABLE_TYPES, TTL_AUTO, type DnsRecord } from '@portal/contracts';
import { fill, formatNumber } from '@portal/locale';
import { deleteColumn, Ltr, notify, Permitted, ResourceTable, type ResourceColumn } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { useChangeProxy, useDeleteRecord, useRecords } from '../../api';
import { RecordDialog } from './RecordDialog';
import { ZoneFileActions } from './ZoneFileActions';
import type { TabProps } from './ZonePage';

const t = dnsCdnMessages.records;
const hostTypes = ['CNAME', 'MX', 'NS', 'PTR', 'SRV'];

/** A record as the table shows it: names and host targets in Unicode. */
type Row = DnsRecord & { displayName: string; shownValue: string };

/** `/cdn/{projectId}/{id}/dns-record`: the zone's records; create and edit in a dialog, the proxy toggle, zone file export and import. */
export default function RecordsTab({ zone }: TabProps) {
  const ids = { projectId: zone.projectId, dnsCdnHostId: zone.id };
  const records = useRecords(ids);
  const proxy = useChangeProxy();
  const remove = useDeleteRecord();
  const [editing, setEditing] = useState<DnsRecord | null>(null);
  const [open, setOpen] = useState(false);
  const rows: Row[] | undefined = records.data?.map((r) => ({
    ...r,
    displayName: domainToDisplay(r.name),
    shownValue: [r.flag, r.tag, r.priority, r.weight, r.port, hostTypes.includes(r.type) ? domainToDisplay(r.value) : r.value].filter((x) => x !== null).join(' '),
  }));
  const openDialog = (record: DnsRecord | null) => {
    setEditing(record);
    setOpen(true);
  };

  const columns: ResourceColumn<Row>[] = [
    { key: 'displayName', title: t.name, dataIndex: 'displayName', sorter: true, render: (v) => <Ltr>{String(v)}</Ltr> },
    { key: 'type', title: t.type, dataIndex: 'type', sorter: true },
    { key: 'shownValue', title: t.value, dataIndex: 'shownValue', ellipsis: true, render: (v) => <Ltr>{String(v)}</Ltr> },
    { key: 'ttl', title: t.ttl, dataIndex: 'ttl', sorter: true, render: (_, r) => (r.ttl === TTL_AUTO ? t.auto : fill(t.seconds, { n: formatNumber(r.ttl) })) },
    {
      key: 'proxied',
      title: t.proxy,
      value: (r) => (r.proxied ? '✓' : ''),
      render: (_, r) =>
        PROXIABLE_TYPES.includes(r.type) ? (
          <Permitted>
            {(disabled) => (
              <Switch
                checked={r.proxied}
                disabled={disabled}
                loading={proxy.isPending && proxy.variables?.params.id === r.id}
                aria-label={fill(t.proxyLabel, { name: r.displayName, type: r.type })}
                onChange={(checked) =>
                  proxy.mutate(
                    { params: { projectId: zone.projectId, id: r.id }, body: { proxied: checked } },
                    { onSuccess: () => notify.success(fill(checked ? t.proxyOn : t.proxyOff, { name: r.displayName })) },
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
      ariaLabel: (r) => fill(t.deleteLabel, { type: r.type, name: r.displayName }),
      title: t.deleteTitle,
      description: (r) => fill(t.deleteText, { type: r.type, name: r.displayName, value: r.shownValue }),
      run: (r) => remove.mutateAsync({ params: { projectId: zone.projectId, id: r.id } }),
      done: t.deleted,
      edit: { label: t.edit, ariaLabel: (r) => fill(t.editLabel, { type: r.type, name: r.displayName }), open: (r) => openDialog(r) },
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
            <ZoneFileActions zone={zone} />
          </Flex>
        }
      />
      <RecordDialog projectId={zone.projectId} zoneId={zone.id} record={editing} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
