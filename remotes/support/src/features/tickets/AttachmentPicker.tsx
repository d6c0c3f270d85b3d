import { useEffect, useRef, useState, type Dispatch, type DragEvent, type SetStateAction } from 'react';
import { Alert, Button, Flex, Progress, theme, Typography } from 'antd';
import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { ATTACHMENT_ACCEPT, ATTACHMENT_LIMITS } from '@portal/contracts';
import { ticketMessages } from './messages';
import { addFiles, MAX_MB, namePasted, type PickedFile } from './files';

const t = ticketMessages.files;

export interface AttachmentPickerProps {
  files: PickedFile[];
  /** A state setter: files arriving together (a paste and a pick) are all kept. */
  onChange: Dispatch<SetStateAction<PickedFile[]>>;
  /** A refusal of the file that names none of the files listed (from the server). */
  listError?: string;
  disabled?: boolean;
  /** Screenshots pasted anywhere on the page are attached (one picker per page listens). */
  listenToPaste?: boolean;
}

/** Files of a ticket message: picked, dropped or pasted; each shows its own state and error. */
export function AttachmentPicker({ files, onChange, listError, disabled, listenToPaste = true }: AttachmentPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // Colours from the theme in force, light or dark.
  const { token } = theme.useToken();
  const pastedCount = useRef(0);

  useEffect(() => {
    if (!listenToPaste || disabled) return;
    const onPaste = (e: ClipboardEvent) => {
      const pasted = Array.from(e.clipboardData?.files ?? []);
      if (!pasted.length) return;
      e.preventDefault();
      const named = pasted.map((f) => (f.type.startsWith('image/') ? namePasted(f, ++pastedCount.current) : f));
      onChange((current) => addFiles(current, named));
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [listenToPaste, disabled, onChange]);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const dropped = Array.from(e.dataTransfer.files);
    if (!disabled) onChange((current) => addFiles(current, dropped));
  };

  return (
    <div>
      <div
        data-testid="attachment-drop"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{
          border: `1px dashed ${dragging ? token.colorPrimary : token.colorBorder}`,
          background: dragging ? token.colorPrimaryBg : token.colorBgLayout,
          borderRadius: 8,
          padding: 12,
        }}
      >
        <Flex gap={8} align="center" wrap>
          <Button icon={<PaperClipOutlined />} onClick={() => input.current?.click()} disabled={disabled}>
            {t.choose}
          </Button>
          <Typography.Text type="secondary" id="attachment-hint" style={{ flex: '1 1 220px' }}>
            {t.hint(ATTACHMENT_LIMITS.maxFiles, MAX_MB)}
          </Typography.Text>
        </Flex>
        <input
          ref={input}
          type="file"
          multiple={ATTACHMENT_LIMITS.maxFiles > 1}
          accept={ATTACHMENT_ACCEPT}
          aria-label={t.label}
          aria-describedby="attachment-hint"
          style={{ display: 'none' }}
          onChange={(e) => {
            const picked = Array.from(e.target.files ?? []);
            onChange((current) => addFiles(current, picked));
            e.target.value = '';
          }}
        />
      </div>
      {listError ? <Alert type="error" showIcon title={listError} style={{ marginTop: 8 }} /> : null}
      {files.length ? (
        <ul aria-label={t.label} style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
          {files.map((f) => (
            <li
              key={f.key}
              data-testid="attachment"
              data-status={f.status}
              style={{ padding: '6px 0', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
            >
              <Flex align="center" gap={8} wrap>
                <bdi style={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{f.file.name}</bdi>
                <Typography.Text type="secondary">{t.size(f.file.size / 1024)}</Typography.Text>
                <Typography.Text type={f.status === 'refused' ? 'danger' : f.status === 'sent' ? 'success' : 'secondary'} style={{ marginInlineStart: 'auto' }}>
                  {f.status === 'refused' ? t.refused : f.status === 'uploading' ? t.uploading : f.status === 'sent' ? t.sent : t.waiting}
                </Typography.Text>
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t.remove(f.file.name)}
                  title={t.remove(f.file.name)}
                  disabled={disabled || f.status === 'uploading'}
                  onClick={() => onChange((current) => current.filter((x) => x.key !== f.key))}
                />
              </Flex>
              {/* A moving bar, not a percentage: the one HTTP client (ky over fetch) reports upload
                  progress only by streaming the request body (ky's onUploadProgress sends it with
                  duplex: 'half'), and Chromium refuses a streamed body over HTTP/1.1, which the
                  gateway speaks ("Failed to fetch", checked against a plain HTTP/1.1 server; a Blob
                  body goes through). Chunked uploads would need calls the provider's API does not have
                  (issue/create takes the file in one multipart request), and XHR would be a
                  second client. */}
              {f.status === 'uploading' || f.status === 'sent' ? (
                <Progress percent={100} status={f.status === 'sent' ? 'success' : 'active'} showInfo={false} size="small" aria-label={f.file.name} />
              ) : null}
              {f.error ? (
                <Typography.Text type="danger" role="alert">
                  {f.error}
                </Typography.Text>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
