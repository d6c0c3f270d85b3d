import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Form, Input, Select } from 'antd';
import { api, createIssueSchema, ISSUE_PRIORITIES, MESSAGE_MAX } from '@portal/contracts';
import { call, isApiError } from '@portal/api';
import { formRules, notify, PageHeader } from '@portal/ui';
import { priorityLabels, supportMessages } from '../../messages';
import { useBusinessUnits, useCreateIssue, useProjects, useRelatedServices, useSubjects } from './api';
import { AttachmentPicker } from './AttachmentPicker';
import { applyFileErrors, toFormData, type PickedFile } from './files';

const t = supportMessages.create;

// The form is named: its `content` field must not take the id of the layout's `<main id="content">`.
// Choices are kept as strings: antd's `required` rule checks a value's type as a string unless told
// otherwise, and the multipart body carries text anyway.
interface Values {
  issueSubjectId?: string;
  businessUnitId?: string;
  projectId?: number;
  relatedService?: string;
  issuePriorityId: string;
  content?: string;
}

/** The create answers nothing to read: the new ticket is the customer's newest one. */
async function newestTicketId(): Promise<number | undefined> {
  const rows = await call(api.support.issueList, {});
  return rows.reduce<number | undefined>((max, r) => (max === undefined || r.id > max ? r.id : max), undefined);
}

export default function CreateTicketPage() {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const subjects = useSubjects();
  const units = useBusinessUnits();
  const projects = useProjects();
  const projectId = Form.useWatch('projectId', form);
  const services = useRelatedServices(projectId);
  const create = useCreateIssue();
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [listError, setListError] = useState<string>();

  const submit = async (values: Values) => {
    setListError(undefined);
    const sending = files.map((f) => (f.status === 'ready' ? { ...f, status: 'uploading' as const } : f));
    setFiles(sending);
    const body = toFormData(
      {
        issueSubjectId: values.issueSubjectId,
        businessUnitId: values.businessUnitId,
        issuePriorityId: values.issuePriorityId,
        content: values.content,
        relatedService: values.relatedService,
      },
      sending,
    );
    try {
      await create.mutateAsync({ body });
      setFiles(sending.map((f) => (f.status === 'uploading' ? { ...f, status: 'sent' } : f)));
      const id = await newestTicketId().catch(() => undefined);
      notify.success(id ? t.created(id) : t.createdNoNumber);
      navigate(id ? `/portal/support/${id}` : '/portal/supports');
    } catch (error) {
      const errors = isApiError(error) ? error.fieldErrors : {};
      const applied = applyFileErrors(sending, errors);
      setFiles(applied.files);
      setListError(applied.listError);
      form.setFields(Object.entries(applied.rest).map(([field, messages]) => ({ name: (field.charAt(0).toLowerCase() + field.slice(1)) as keyof Values, errors: messages })));
    }
  };

  const busy = create.isPending;
  return (
    <>
      <PageHeader title={t.title} backTo="/portal/supports" backLabel={t.back} />
      <Card style={{ maxWidth: 760 }}>
        <Form<Values> form={form} name="ticket" layout="vertical" onFinish={submit} initialValues={{ issuePriorityId: '2' }} disabled={busy} requiredMark>
          <Form.Item name="issueSubjectId" label={t.subject} rules={formRules(createIssueSchema.issueSubjectId!)}>
            <Select loading={subjects.isLoading} options={(subjects.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
          <Form.Item name="businessUnitId" label={t.businessUnit} rules={formRules(createIssueSchema.businessUnitId!)}>
            <Select loading={units.isLoading} options={(units.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))} />
          </Form.Item>
          <Form.Item name="projectId" label={t.project}>
            <Select
              allowClear
              placeholder={t.projectPlaceholder}
              loading={projects.isLoading}
              options={(projects.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
              onChange={() => form.setFieldValue('relatedService', undefined)}
            />
          </Form.Item>
          <Form.Item name="relatedService" label={t.service}>
            <Select
              allowClear
              disabled={!projectId || busy}
              placeholder={projectId ? t.servicePlaceholder : t.projectPlaceholder}
              loading={services.isLoading}
              notFoundContent={t.noServices}
              options={(services.data ?? []).map((s) => ({ value: s.value, label: s.name }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
          <Form.Item name="issuePriorityId" label={t.priority} rules={formRules(createIssueSchema.issuePriorityId!)}>
            <Select options={ISSUE_PRIORITIES.map((p) => ({ value: String(p), label: priorityLabels[p] }))} />
          </Form.Item>
          <Form.Item name="content" label={t.message} rules={formRules(createIssueSchema.content!)}>
            <Input.TextArea rows={8} maxLength={MESSAGE_MAX} showCount />
          </Form.Item>
          <Form.Item label={supportMessages.files.label}>
            <AttachmentPicker files={files} onChange={setFiles} listError={listError} disabled={busy} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t.submit}
          </Button>
        </Form>
      </Card>
    </>
  );
}
