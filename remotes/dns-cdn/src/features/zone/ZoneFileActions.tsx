import { useState } from 'react';
import { Alert, Button, Flex, Input, Modal, Typography } from 'antd';
import {
  api,
  exportZoneFile,
  planZoneImport,
  utf8Length,
  ZONE_IMPORT_MAX_BYTES,
  zoneFileName,
  type Zone,
  type ZoneImportLine,
  type ZoneImportPlan,
  type ZoneLineProblem,
} from '@portal/contracts';
import { call } from '@portal/api';
import { dnsFieldNames, dnsProblemMessages, fill, formatNumber } from '@portal/locale';
import { Ltr, notify, Permitted, ResourceTable, saveText, steadyDialog, type ResourceColumn } from '@portal/ui';
import { zoneMessages } from './messages';
import { applyZoneImport, readZoneRecords, recordCalls } from './zone-file';

const t = zoneMessages.zoneFile;
/** How many refused lines the refusal names (the table lists them all). */
const NAMED_LINES = 3;

/** Why a line is refused, in Persian: the record rules' own sentence, prefixed by the field. */
export function lineReason(p: ZoneLineProblem): string {
  switch (p.kind) {
    case 'type':
      return fill(t.problems.type, { type: p.type });
    case 'record': {
      const message = dnsProblemMessages[p.problem];
      return p.field ? fill(t.problems.field, { field: dnsFieldNames[p.field], message }) : message;
    }
    default:
      return t.problems[p.kind];
  }
}

type Row = ZoneImportLine & { reason: string };
const columns: ResourceColumn<Row>[] = [
  { key: 'line', title: t.line, dataIndex: 'line', kind: 'number', render: (_, l) => formatNumber(l.line) },
  { key: 'text', title: t.text, dataIndex: 'text', render: (_, l) => <Ltr>{l.text}</Ltr> },
  {
    key: 'action',
    title: t.action,
    value: (l) => t.actions[l.action],
    render: (v, l) => <Typography.Text type={l.action === 'refused' ? 'danger' : undefined}>{String(v)}</Typography.Text>,
  },
  { key: 'reason', title: t.reason, dataIndex: 'reason' },
];

/**
 * The zone file, on the provider's record calls: the export is written from the record list, the
 * import judged line by line in the browser by the record rules (added, changed, unchanged or
 * refused with the reason) and then applied as record creates and edits, whole: nothing is
 * written while any line is refused, and a write failing midway undoes the ones before it.
 */
export function ZoneFileActions({ projectId, zone }: { projectId: number; zone: Zone }) {
  const [exporting, setExporting] = useState(false);
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState('');
  const [plan, setPlan] = useState<ZoneImportPlan | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = { projectId, dnsCdnHostId: zone.id };
  const name = zone.zoneName ?? '';
  const nameservers = async () => (await call(api.dnsCdn.hostGetNs, { params: { projectId, id: zone.id } })).cloudNs ?? [];

  const onExport = async () => {
    setExporting(true);
    try {
      const [records, ns] = await Promise.all([readZoneRecords(ids), nameservers()]);
      saveText(
        zoneFileName(name),
        exportZoneFile(
          name,
          records.map((r) => r.record),
          ns,
          Date.now(),
        ),
        'text/dns',
      );
      notify.success(t.exported);
    } finally {
      setExporting(false);
    }
  };
  const readFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > ZONE_IMPORT_MAX_BYTES) return setError(t.tooLarge);
    setContent(await file.text());
    setPlan(null);
    setError(null);
  };
  /** The file judged against the zone's records as they are now. */
  const judge = async () => {
    const [records, ns] = await Promise.all([readZoneRecords(ids), nameservers()]);
    return planZoneImport(name, records, content, ns);
  };
  const runPreview = async () => {
    if (utf8Length(content) > ZONE_IMPORT_MAX_BYTES) return setError(t.tooLarge);
    setError(null);
    setBusy(true);
    try {
      setPlan(await judge());
    } finally {
      setBusy(false);
    }
  };
  const apply = async () => {
    setBusy(true);
    try {
      // Judged again: the zone may have changed since the preview.
      const fresh = await judge();
      setPlan(fresh);
      if (fresh.refused) return;
      const outcome = await applyZoneImport(fresh, recordCalls(ids));
      if (!outcome.done) return setError(outcome.undone ? t.rolledBack : t.rollbackFailed);
      notify.success(fill(t.applied, { added: formatNumber(outcome.added), changed: formatNumber(outcome.changed) }));
      close();
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    setOpen(false);
    setContent('');
    setPlan(null);
    setError(null);
  };
  const rows: Row[] = (plan?.lines ?? []).map((l) => ({ ...l, reason: l.problem ? lineReason(l.problem) : '' }));
  const count = (a: ZoneImportLine['action']) => rows.filter((l) => l.action === a).length;
  const writes = plan ? plan.adds.length + plan.changes.length : 0;
  const canApply = !!plan && plan.refused === 0 && writes > 0;
  const refusedLines = rows.filter((l) => l.action === 'refused');

  return (
    <>
      <Button loading={exporting} onClick={() => void onExport().catch(() => undefined)}>
        {t.export}
      </Button>
      <Permitted>
        {(disabled) => (
          <Button disabled={disabled} onClick={() => setOpen(true)}>
            {t.import}
          </Button>
        )}
      </Permitted>
      <Modal
        {...steadyDialog}
        open={open}
        title={t.importTitle}
        onCancel={close}
        width={900}
        footer={
          <Flex gap={8} justify="end" wrap>
            <Button onClick={close}>{t.cancel}</Button>
            <Button disabled={!content.trim()} loading={busy && !canApply} onClick={() => void runPreview().catch(() => undefined)}>
              {t.preview}
            </Button>
            <Button type="primary" disabled={!canApply} loading={busy && canApply} onClick={() => void apply().catch(() => undefined)}>
              {t.apply}
            </Button>
          </Flex>
        }
      >
        <Flex vertical gap={12}>
          <label>
            {t.pick} <input type="file" accept=".zone,.txt,.db,text/plain" onChange={(e) => void readFile(e.target.files?.[0])} />
          </label>
          <label htmlFor="zone-file-text">{t.pasteLabel}</label>
          <Input.TextArea
            id="zone-file-text"
            dir="ltr"
            rows={8}
            value={content}
            spellCheck={false}
            onChange={(e) => {
              setContent(e.target.value);
              setPlan(null);
            }}
          />
          <Typography.Text type="secondary">{t.pasteHint}</Typography.Text>
          {error && <Alert type="error" showIcon title={error} />}
          {plan && refusedLines.length > 0 && (
            <Alert
              type="error"
              showIcon
              title={t.refusedTitle}
              description={
                <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                  {refusedLines.slice(0, NAMED_LINES).map((l) => (
                    <li key={l.line}>{fill(t.refusedLine, { line: formatNumber(l.line), reason: l.reason })}</li>
                  ))}
                </ul>
              }
            />
          )}
          {plan && (
            <>
              <Alert
                type={plan.refused ? 'warning' : 'info'}
                showIcon
                title={fill(t.summary, {
                  added: formatNumber(plan.adds.length),
                  changed: formatNumber(plan.changes.length),
                  unchanged: formatNumber(count('unchanged')),
                  refused: formatNumber(plan.refused),
                })}
                description={plan.refused ? t.refusedNote : writes === 0 ? t.nothing : undefined}
              />
              <ResourceTable<Row>
                tableId="dns.zone.import-preview"
                rowKey="line"
                rows={rows}
                columns={columns}
                caption={t.previewCaption}
                size="small"
                pagination={false}
              />
            </>
          )}
        </Flex>
      </Modal>
    </>
  );
}
