/**
 * `OrderForm`: the skeleton of a create ("order") page. The form's sections on one side, a sticky
 * summary card with the price and the submit button on the other; submitting opens a confirm dialog
 * that repeats the price, and only its OK sends the order. A refusal closes the dialog and marks the
 * fields the server named (a 422), keeping everything typed.
 *
 * A page with client checks to run in a set order before anything is confirmed passes `check`: it
 * runs on every submit (also when a field's own rule failed), and its first failure is an error
 * toast; no dialog opens and nothing is sent. A page whose request names its fields differently
 * from the form passes `fieldName`, so a 422 still lands on the form's field.
 */
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Form, { type FormInstance, type FormProps } from 'antd/es/form';
import Modal from 'antd/es/modal';
import Row from 'antd/es/row';
import { sendForm } from '@portal/api';
import { usePermission, WithReason } from './permission';
import { notify } from './toast';
import { steadyDialog } from './dialog-motion';

export interface OrderFormProps<V, R> {
  form: FormInstance<V>;
  /** The request the form's values stand for (default: the values as they are). */
  toRequest?: (values: V) => R;
  onValuesChange?: FormProps<V>['onValuesChange'];
  initialValues?: FormProps<V>['initialValues'];
  /** The page's client checks in their order: the first failure's message, or null when all pass. */
  check?: (values: V) => string | null;
  /** A refused field's path in the request → the form's path (default: the same path). */
  fieldName?: (path: (string | number)[]) => (string | number)[];
  /** The price of what is chosen so far; shown in the side card and in the confirm dialog. */
  summary: ReactNode;
  confirmText: (request: R) => ReactNode;
  /** Sends the order; resolves once it is accepted. */
  send: (request: R) => Promise<unknown>;
  /** Then this toast is shown and the user taken here (the list). */
  successMessage: string;
  doneTo: string;
  labels: { summary: ReactNode; submit: string; confirmTitle: ReactNode; cancel: string };
  /** The form's sections (usually `OrderSection`s). */
  children: ReactNode;
}

export function OrderForm<V, R = V>({
  form,
  toRequest,
  onValuesChange,
  initialValues,
  check,
  fieldName,
  summary,
  confirmText,
  send,
  successMessage,
  doneTo,
  labels,
  children,
}: OrderFormProps<V, R>) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<R | null>(null);
  const [sending, setSending] = useState(false);
  const { allowed, reason } = usePermission('write');

  /** The first failing check is a toast; true when there is none. */
  const passes = (values: V) => {
    const problem = check?.(values) ?? null;
    if (problem) notify.error(problem);
    return problem === null;
  };
  const review = (values: V) => {
    if (!passes(values) || !allowed) return;
    setConfirming(toRequest ? toRequest(values) : (values as unknown as R));
  };
  const target = fieldName
    ? {
        setFields: (fields: { name: (string | number)[]; errors: string[] }[]) =>
          form.setFields(fields.map((f) => ({ name: fieldName(f.name) as never, errors: f.errors }))),
      }
    : form;

  const submit = async () => {
    if (confirming === null || sending) return;
    setSending(true);
    const accepted = await sendForm(target, () => send(confirming));
    setSending(false);
    if (!accepted) {
      setConfirming(null);
      return;
    }
    notify.success(successMessage);
    navigate(doneTo);
  };

  return (
    <>
      {reason ? <Alert type="warning" showIcon title={reason} style={{ marginBottom: 16 }} /> : null}
      <Form<V>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={review}
        onFinishFailed={({ values }) => passes(values)}
        onValuesChange={onValuesChange}
        requiredMark={false}
      >
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={16}>
            <Flex vertical gap={16}>
              {children}
            </Flex>
          </Col>
          <Col xs={24} lg={8}>
            <Card title={labels.summary} style={{ position: 'sticky', top: 88 }}>
              {summary}
              <WithReason reason={reason} block>
                <Button type="primary" htmlType="submit" block size="large" disabled={!allowed} loading={sending} style={{ marginTop: 16 }}>
                  {labels.submit}
                </Button>
              </WithReason>
            </Card>
          </Col>
        </Row>
      </Form>
      <Modal
        {...steadyDialog}
        open={confirming !== null}
        title={labels.confirmTitle}
        okText={labels.submit}
        cancelText={labels.cancel}
        confirmLoading={sending}
        onOk={() => void submit()}
        onCancel={() => setConfirming(null)}
      >
        {confirming !== null && <p>{confirmText(confirming)}</p>}
        {summary}
      </Modal>
    </>
  );
}

/** One titled card of an order form. */
export function OrderSection({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card title={title} extra={extra}>
      {children}
    </Card>
  );
}
