import { useState } from 'react';
import { Alert, Button, Flex, Input, Modal, Typography } from 'antd';
import { ZONE_IMPORT_MAX_BYTES, utf8Length, type ZoneImportLine, type ZoneImportResult } from '@portal/contracts';
import { fill, formatNumber } from '@portal/locale';
import { Ltr, notify, Permitted, ResourceTable, saveText, steadyDialog, type ResourceColumn } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { useExportZone, useImportZone } from '../../api';

const t = dnsCdnMessages.zoneFile;


const columns: ResourceColumn<ZoneImportLine>[] = [
  { key: 'line', title: t.line, dataIndex: 'line', kind: 'number', render: (_, l) => formatNumber(l.line) },
  { key: 'text', title: t.text, dataIndex: 'text', render: (_, l) => <Ltr>{l.text}</Ltr> },
  { key: 'action', title: t.action, value: (l) => t.actions[l.action], render: (v, l) => <Typography.Text type={l.action === 'refused' ? 'danger' : undefined}>{String(v)}</Typography.Text> },
  { key: 'reason', title: t.reason, dataIndex: 'reason' },
];

/**
 * The zone file: export as a BIND file, and import one. The import is previewed first (every line
 * judged by the record rules: added, changed, unchanged or refused with the reason) and then
 * applied whole, or not at all while any line is refused.
 */
export function ZoneFileActions({ projectId, zoneId }: { projectId: number; zoneId: number }) {
  const exporter = useExportZone();
  const importer = useImportZone();
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState('');
  const [preview, setPreview] = useState<ZoneImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const params = { projectId, dnsCdnHostId: zoneId };

  const onExport = async () => {
    const file = await exporter.mutateAsync({ params });
    saveText(file.fileName, file.content, 'text/dns');
    notify.success(t.exported);
  };
  const readFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > ZONE_IMPORT_MAX_BYTES) return setError(t.tooLarge);
    setContent(await file.text());
    setPreview(null);
    setError(null);
  };
  const runPreview = async () => {
    if (utf8Length(content) > ZONE_IMPORT_MAX_BYTES) return setError(t.tooLarge);
    setError(null);
    setPreview(await importer.mutateAsync({ params, body: { content, apply: false } }));
  };
  const apply = async () => {
    const result = await importer.mutateAsync({ params, body: { content, apply: true } });
    notify.success(fill(t.applied, { added: formatNumber(result.added), changed: formatNumber(result.changed) }));
    close();
  };
  const close = () => {
    setOpen(false);
    setContent('');
    setPreview(null);
    setError(null);
  };
  const unchanged = preview ? preview.lines.filter((l) => l.action === 'unchanged').length : 0;
  const canApply = !!preview && preview.refused === 0 && preview.added + preview.changed > 0;

  return (
    <>
      <Button loading={exporter.isPending} onClick={() => void onExport().catch(() => undefined)}>
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
            <Button disabled={!content.trim()} loading={importer.isPending && !canApply} onClick={() => void runPreview().catch(() => undefined)}>
              {t.preview}
            </Button>
            <Button type="primary" disabled={!canApply} loading={importer.isPending && canApply} onClick={() => void apply().catch(() => undefined)}>
              {t.apply}
            </Button>
          </Flex>
        }
      >
        <Flex vertical gap={12}>
          <label>
            {t.pick}{' '}
            <input type="file" accept=".zone,.txt,.db,text/plain" onChange={(e) => void readFile(e.target.files?.[0])} />
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
              setPreview(null);
            }}
          />
          <Typography.Text type="secondary">{t.pasteHint}</Typography.Text>
          {error && <Alert type="error" showIcon title={error} />}
          {preview && (
            <>
              <Alert
                type={preview.refused ? 'warning' : 'info'}
                showIcon
                title={fill(t.summary, { added: formatNumber(preview.added), changed: formatNumber(preview.changed), unchanged: formatNumber(unchanged), refused: formatNumber(preview.refused) })}
                description={preview.refused ? t.refusedNote : preview.added + preview.changed === 0 ? t.nothing : undefined}
              />
              <ResourceTable<ZoneImportLine> tableId="dns.zone.import-preview" rowKey="line" rows={preview.lines} columns={columns} caption={t.previewCaption} size="small" pagination={false} />
            </>
          )}
        </Flex>
      </Modal>
    </>
  );
}
