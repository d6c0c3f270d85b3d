import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Skeleton, Typography } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { api, createIssueItemSchema, MESSAGE_MAX, type IssueAttachment, type IssueItem } from '@portal/contracts';
import { download, isApiError } from '@portal/api';
import { formatDateTime } from '@portal/locale';
import { ConfirmAction, formRules, LoadFailed, notify, PageHeader, saveBlob } from '@portal/ui';
import { priorityLabels, supportMessages } from '../../messages';
import { useBellOnStaffReply, useCloseIssue, useCreateItem, useIssue, useIssueItems } from './api';
import { AttachmentPicker } from './AttachmentPicker';
import { applyFileErrors, toFormData, type PickedFile } from './files';
import { MessageText } from './MessageText';
import { StateTag } from './StateTag';

const t = supportMessages.detail;
const f = supportMessages.files;

async function save(a: IssueAttachment) {
  saveBlob(await download(api.support.itemDownload, { params: { id: a.id } }), a.fileName);
}

function Message({ item }: { item: IssueItem }) {
  const staff = item.author === 'staff';
  return (
    <li
      data-testid="issue-item"
      data-author={item.author}
      style={{
        listStyle: 'none',
        background: staff ? '#f0f7ff' : '#fafafa',
        border: `1px solid ${staff ? '#cfe3ff' : '#eee'}`,
        borderRadius: 8,
        padding: 12,
        marginBottom: 12,
        marginInlineStart: staff ? 0 : 'min(48px, 8%)',
        marginInlineEnd: staff ? 'min(48px, 8%)' : 0,
      }}
    >
      <Flex justify="space-between" wrap gap={8} style={{ marginBottom: 6 }}>
        <Typography.Text strong>{staff ? `${item.authorName} (${t.staff})` : `${item.authorName} (${t.you})`}</Typography.Text>
        <Typography.Text type="secondary">
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        </Typography.Text>
      </Flex>
      <MessageText text={item.text} />
      {item.attachments.length ? (
        <Flex gap={8} wrap style={{ marginTop: 8 }}>
          {item.attachments.map((a) => (
            <Flex key={a.id} gap={4} align="center">
              {/* Its name says what it does and holds the whole of its visible text (the file's name). */}
              <Button size="small" icon={<DownloadOutlined />} onClick={() => save(a)} aria-label={f.download(a.fileName)}>
                <bdi>{a.fileName}</bdi>
              </Button>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {f.size(a.size / 1024)}
              </Typography.Text>
            </Flex>
          ))}
        </Flex>
      ) : null}
    </li>
  );
}

function ReplyForm({ issueId }: { issueId: number }) {
  const [form] = Form.useForm<{ message?: string }>();
  const create = useCreateItem();
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [listError, setListError] = useState<string>();

  const submit = async ({ message }: { message?: string }) => {
    setListError(undefined);
    const sending = files.map((x) => (x.status === 'ready' ? { ...x, status: 'uploading' as const } : x));
    setFiles(sending);
    try {
      await create.mutateAsync({ body: toFormData({ issueId, message }, sending) });
      form.resetFields();
      setFiles([]);
      notify.success(t.sent);
    } catch (error) {
      const applied = applyFileErrors(sending, isApiError(error) ? error.fieldErrors : {});
      setFiles(applied.files);
      setListError(applied.listError);
      if (applied.rest.Message) form.setFields([{ name: 'message', errors: applied.rest.Message }]);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} disabled={create.isPending}>
      <Form.Item name="message" label={t.reply} rules={formRules(createIssueItemSchema.message!)}>
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 14 }} maxLength={MESSAGE_MAX} showCount />
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
  const issue = useIssue(id);
  const items = useIssueItems(id, issue.data?.state === 'open');
  // A change of the ticket (a reply arrived, its state moved) brings its messages again.
  const updatedAt = issue.data?.updatedAt;
  const refetchItems = items.refetch;
  useEffect(() => {
    if (updatedAt) void refetchItems();
  }, [updatedAt, refetchItems]);
  useBellOnStaffReply(items.data);
  const close = useCloseIssue();

  if (!id || issue.error) return <LoadFailed error={issue.error} invalidId={!id} onRetry={() => issue.refetch()} backTo="/portal/supports" backLabel={t.back} />;
  if (!issue.data) return <Skeleton active />;
  const data = issue.data;
  const closed = data.state === 'closed';

  return (
    <>
      <PageHeader
        title={t.title(data.number)}
        subtitle={data.subjectName}
        backTo="/portal/supports"
        backLabel={t.back}
        extra={
          closed ? null : (
            <ConfirmAction
              need={null}
              label={t.close}
              title={t.close}
              description={t.closeConfirm}
              onConfirm={async () => {
                await close.mutateAsync({ params: { id: data.id } });
                notify.success(t.closed);
              }}
            />
          )
        }
      />
      <Card style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
          <Descriptions.Item label={supportMessages.list.state}>
            <StateTag state={data.state} />
          </Descriptions.Item>
          <Descriptions.Item label={t.businessUnit}>{data.businessUnitName}</Descriptions.Item>
          <Descriptions.Item label={t.priority}>{priorityLabels[data.priority]}</Descriptions.Item>
          <Descriptions.Item label={supportMessages.list.service}>{data.relatedService?.name ?? supportMessages.list.noService}</Descriptions.Item>
          <Descriptions.Item label={t.createdAt}>{formatDateTime(data.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={supportMessages.list.updatedAt}>{formatDateTime(data.updatedAt)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t.conversation}</h2>} style={{ marginBottom: 16 }}>
        {items.error ? (
          <LoadFailed error={items.error} onRetry={() => items.refetch()} />
        ) : !items.data ? (
          <Skeleton active />
        ) : (
          <ol aria-label={t.conversation} style={{ padding: 0, margin: 0 }}>
            {items.data.map((item) => (
              <Message key={item.id} item={item} />
            ))}
          </ol>
        )}
      </Card>
      <Card>
        {data.state === 'waitingCustomer' ? <Alert type="warning" showIcon title={t.waitingNote} style={{ marginBottom: 16 }} /> : null}
        {closed ? <Alert type="info" showIcon title={t.closedNote} /> : <ReplyForm issueId={data.id} />}
      </Card>
    </>
  );
}
