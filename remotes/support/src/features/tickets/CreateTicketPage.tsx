import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Form, Input, Select } from 'antd';
import { api, createIssueSchema, ISSUE_PRIORITIES, ISSUE_PRIORITY, MESSAGE_MAX, PRODUCT_ID_LIST } from '@portal/contracts';
import { call, isApiError } from '@portal/api';
import { formRules, notify, PageHeader } from '@portal/ui';
import { priorityLabels, productLabels, ticketMessages } from './messages';
import { useBusinessUnits, useCreateIssue, useOrders, useSubjects } from './api';
import { AttachmentPicker } from './AttachmentPicker';
import { applyFileErrors, toFormData, type PickedFile } from './files';

const t = ticketMessages.create;

// The form is named: its `content` field must not take the id of the layout's `<main id="content">`.
// Choices are kept as strings: antd's `required` rule checks a value's type as a string unless told
// otherwise, and the multipart body carries text anyway.
interface Values {
  productId?: string;
  businessUnitId?: string;
  issueSubjectId?: string;
  orderId?: string;
  issuePriorityId: string;
  content?: string;
}

/** The create answers nothing to read: the new ticket is the customer's newest one. */
async function newestTicketId(): Promise<number | undefined> {
  const rows = await call(api.support.issueList, {});
  return rows.reduce<number | undefined>((max, r) => (max === undefined || r.id > max ? r.id : max), undefined);
}

const numberOf = (value: string | undefined) => (value ? Number(value) : undefined);

/**
 * A new ticket as the provider takes it: its product and unit first, then a subject of that
 * product and unit (issue-subject/short-list), optionally the order it is about (the customer's
 * orders of that product), the priority and the message.
 */
export default function CreateTicketPage() {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const productId = numberOf(Form.useWatch('productId', form));
  const businessUnitId = numberOf(Form.useWatch('businessUnitId', form));
  const subjects = useSubjects({ productId, businessUnitId });
  const units = useBusinessUnits();
  const orders = useOrders(productId);
  const create = useCreateIssue();
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [listError, setListError] = useState<string>();

  const submit = async (values: Values) => {
    setListError(undefined);
    const sending = files.map((f) => (f.status === 'ready' ? { ...f, status: 'uploading' as const } : f));
    setFiles(sending);
    const body = toFormData(
      {
        productId: values.productId,
        businessUnitId: values.businessUnitId,
        issueSubjectId: values.issueSubjectId,
        orderId: values.orderId,
        issuePriorityId: values.issuePriorityId,
        content: values.content,
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
      form.setFields(
        Object.entries(applied.rest).map(([field, messages]) => ({ name: (field.charAt(0).toLowerCase() + field.slice(1)) as keyof Values, errors: messages })),
      );
    }
  };

  // Another product or unit offers other subjects (and another product other orders).
  const onValuesChange = (changed: Partial<Values>) => {
    if ('productId' in changed) form.setFieldsValue({ issueSubjectId: undefined, orderId: undefined });
    if ('businessUnitId' in changed) form.setFieldsValue({ issueSubjectId: undefined });
  };

  const busy = create.isPending;
  // Subjects once both are chosen; the provider's short-list row declares its id optional, and a row without one cannot be chosen.
  const subjectsReady = !!productId && !!businessUnitId;
  return (
    <>
      <PageHeader title={t.title} backTo="/portal/supports" backLabel={t.back} />
      <Card style={{ maxWidth: 760 }}>
        <Form<Values>
          form={form}
          name="ticket"
          layout="vertical"
          onFinish={submit}
          onValuesChange={onValuesChange}
          initialValues={{ issuePriorityId: String(ISSUE_PRIORITY.important) }}
          disabled={busy}
          requiredMark
        >
          <Form.Item name="productId" label={t.product} rules={formRules(createIssueSchema.productId!)}>
            <Select
              placeholder={t.productPlaceholder}
              options={PRODUCT_ID_LIST.map((id) => ({ value: String(id), label: productLabels[id] }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
          <Form.Item name="businessUnitId" label={t.businessUnit} rules={formRules(createIssueSchema.businessUnitId!)}>
            <Select
              placeholder={t.businessUnitPlaceholder}
              loading={units.isLoading}
              options={(units.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
            />
          </Form.Item>
          <Form.Item name="issueSubjectId" label={t.subject} rules={formRules(createIssueSchema.issueSubjectId!)}>
            <Select
              disabled={!subjectsReady || busy}
              placeholder={subjectsReady ? undefined : t.subjectPlaceholder}
              loading={subjects.isFetching}
              notFoundContent={t.noSubjects}
              options={(subjectsReady ? (subjects.data ?? []) : []).flatMap((s) => (s.id == null ? [] : [{ value: String(s.id), label: s.name }]))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
          <Form.Item name="orderId" label={t.order}>
            <Select
              allowClear
              disabled={!productId || busy}
              placeholder={productId ? t.orderPlaceholder : t.orderNeedsProduct}
              loading={orders.isFetching}
              notFoundContent={t.noOrders}
              options={(productId ? (orders.data ?? []) : []).map((o) => ({
                value: String(o.id),
                label: [o.name, o.order].filter(Boolean).join(' — ') || String(o.id),
              }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
          <Form.Item name="issuePriorityId" label={t.priority} rules={formRules(createIssueSchema.issuePriorityId!)}>
            <Select options={ISSUE_PRIORITIES.map((p) => ({ value: String(p), label: priorityLabels[p] }))} />
          </Form.Item>
          <Form.Item name="content" label={t.message} rules={formRules(createIssueSchema.content!)}>
            <Input.TextArea rows={8} maxLength={MESSAGE_MAX} showCount />
          </Form.Item>
          <Form.Item label={ticketMessages.files.label}>
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
