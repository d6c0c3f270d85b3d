import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Skeleton, theme, Typography } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { api, createIssueItemSchema, issueStateOf, MESSAGE_MAX, type IssueItem } from '@portal/contracts';
import { download, isApiError, useAddition } from '@portal/api';
import { EMPTY_VALUE, formatDateTime } from '@portal/locale';
import { ConfirmAction, formRules, LoadFailed, notify, PageHeader, saveBlob } from '@portal/ui';
import { ticketMessages } from './messages';
import { isMine, useBellOnStaffReply, useCloseIssue, useCreateItem, useMe, useThread } from './api';
import { AttachmentPicker } from './AttachmentPicker';
import { applyFileErrors, toFormData, type PickedFile } from './files';
import { MessageText } from './MessageText';
import { StateTag } from './StateTag';

const t = ticketMessages.detail;
const f = ticketMessages.files;

/** A message's one file is downloaded by the message's id. */
async function save(item: IssueItem) {
  saveBlob(await download(api.support.itemDownload, { params: { id: item.id } }), item.fileName ?? 'attachment');
}

function Message({ item, mine }: { item: IssueItem; mine: boolean }) {
  const staff = !mine;
  // Colours from the theme in force, light or dark.
  const { token } = theme.useToken();
  return (
    <li
      data-testid="issue-item"
      data-author={mine ? 'customer' : 'staff'}
      style={{
        listStyle: 'none',
        background: staff ? token.colorPrimaryBg : token.colorBgLayout,
        border: `1px solid ${staff ? token.colorPrimaryBorder : token.colorBorderSecondary}`,
        borderRadius: 8,
        padding: 12,
        marginBottom: 12,
        marginInlineStart: staff ? 0 : 'min(48px, 8%)',
        marginInlineEnd: staff ? 'min(48px, 8%)' : 0,
      }}
    >
      <Flex justify="space-between" wrap gap={8} style={{ marginBottom: 6 }}>
        <Typography.Text strong>{`${item.user ?? EMPTY_VALUE} (${staff ? t.staff : t.you})`}</Typography.Text>
        <Typography.Text type="secondary">
          <time dateTime={item.issueDate}>{formatDateTime(item.issueDate)}</time>
        </Typography.Text>
      </Flex>
      <MessageText text={item.content ?? ''} />
      {item.fileName ? (
        <Flex gap={4} align="center" style={{ marginTop: 8 }}>
          {/* Its name says what it does and holds the whole of its visible text (the file's name). */}
          <Button size="small" icon={<DownloadOutlined />} onClick={() => save(item)} aria-label={f.download(item.fileName)}>
            <bdi>{item.fileName}</bdi>
          </Button>
          {item.fileSize != null ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {f.size(item.fileSize / 1024)}
            </Typography.Text>
          ) : null}
        </Flex>
      ) : null}
    </li>
  );
}

function ReplyForm({ issueId }: { issueId: number }) {
  const [form] = Form.useForm<{ content?: string }>();
  const create = useCreateItem();
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [listError, setListError] = useState<string>();

  const submit = async ({ content }: { content?: string }) => {
    setListError(undefined);
    const sending = files.map((x) => (x.status === 'ready' ? { ...x, status: 'uploading' as const } : x));
    setFiles(sending);
    try {
      await create.mutateAsync({ body: toFormData({ issueId, content }, sending) });
      form.resetFields();
      setFiles([]);
      notify.success(t.sent);
    } catch (error) {
      const applied = applyFileErrors(sending, isApiError(error) ? error.fieldErrors : {});
      setFiles(applied.files);
      setListError(applied.listError);
      if (applied.rest.Content) form.setFields([{ name: 'content', errors: applied.rest.Content }]);
    }
  };

  return (
    <Form form={form} name="reply" layout="vertical" onFinish={submit} disabled={create.isPending}>
      <Form.Item name="content" label={t.reply} rules={formRules(createIssueItemSchema.content!)}>
        <Input.TextArea rows={6} maxLength={MESSAGE_MAX} showCount />
      </Form.Item>
      <Form.Item label={f.label}>
        <AttachmentPicker files={files} onChange={setFiles} listError={listError} disabled={create.isPending} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        {t.send}
      </Button>
    </Form>
  );
}

export default function TicketPage() {
  const raw = useParams().id ?? '';
  const id = /^[1-9]\d*$/.test(raw) ? Number(raw) : 0;
  const thread = useThread(id);
  const me = useMe().data?.id;
  useBellOnStaffReply(thread.data?.issueItems, me);
  const close = useCloseIssue();
  // Closing is ours (the provider's customer has no such call): pointed at an upstream without it,
  // the first try answers 404/405 and the button is not offered again.
  const closeOffered = useAddition(api.support.issueClose).offered;

  if (!id || thread.error)
    return <LoadFailed error={thread.error} invalidId={!id} onRetry={() => thread.refetch()} backTo="/portal/supports" backLabel={t.back} />;
  if (!thread.data) return <Skeleton active />;
  const data = thread.data;
  const state = issueStateOf(data.issueStatusId);
  const closed = state === 'closed';

  return (
    <>
      <PageHeader
        title={t.title(data.issueId)}
        subtitle={data.issueSubject ?? undefined}
        backTo="/portal/supports"
        backLabel={t.back}
        extra={
          closed || !closeOffered ? null : (
            <ConfirmAction
              need={null}
              label={t.close}
              title={t.close}
              description={t.closeConfirm}
              onConfirm={async () => {
                await close.mutateAsync({ params: { id: data.issueId } });
                notify.success(t.closed);
              }}
            />
          )
        }
      />
      <Card style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
          <Descriptions.Item label={ticketMessages.list.state}>
            <StateTag statusId={data.issueStatusId} />
          </Descriptions.Item>
          <Descriptions.Item label={t.businessUnit}>{data.businessUnit ?? EMPTY_VALUE}</Descriptions.Item>
          <Descriptions.Item label={ticketMessages.list.order}>{data.order ?? EMPTY_VALUE}</Descriptions.Item>
          <Descriptions.Item label={t.createdAt}>{formatDateTime(data.createDate)}</Descriptions.Item>
          <Descriptions.Item label={ticketMessages.list.updatedAt}>{data.modifyDate ? formatDateTime(data.modifyDate) : EMPTY_VALUE}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t.conversation}</h2>} style={{ marginBottom: 16 }}>
        <ol aria-label={t.conversation} style={{ padding: 0, margin: 0 }}>
          {(data.issueItems ?? []).map((item) => (
            <Message key={item.id} item={item} mine={isMine(item, me)} />
          ))}
        </ol>
      </Card>
      <Card>{closed ? <Alert type="info" showIcon title={t.closedNote} /> : <ReplyForm issueId={data.issueId} />}</Card>
    </>
  );
}
