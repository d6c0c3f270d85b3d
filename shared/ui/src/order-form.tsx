/**
 * `OrderForm`: the skeleton of a create ("order") page. The form's sections on one side, a sticky
 * summary card with the price and the submit button on the other; submitting opens a confirm dialog
 * that repeats the price, and only its OK sends the order. A refusal closes the dialog and marks the
 * fields the server named (a 422), keeping everything typed.
 */
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Col, Flex, Form, Modal, Row, type FormInstance, type FormProps } from 'antd';
import { sendForm } from '@portal/api';
import { usePermission, WithReason } from './permission';
import { notify } from './toast';

export interface OrderFormProps<V, R> {
  form: FormInstance<V>;
  /** The request the form's values stand for (default: the values as they are). */
  toRequest?: (values: V) => R;
  onValuesChange?: FormProps<V>['onValuesChange'];
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

export function OrderForm<V, R = V>({ form, toRequest, onValuesChange, summary, confirmText, send, successMessage, doneTo, labels, children }: OrderFormProps<V, R>) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<R | null>(null);
  const [sending, setSending] = useState(false);
  const { allowed, reason } = usePermission('write');

  const submit = async () => {
    if (confirming === null) return;
    setSending(true);
    const accepted = await sendForm(form, () => send(confirming));
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
      <Form<V> form={form} layout="vertical" onFinish={(values) => allowed && setConfirming(toRequest ? toRequest(values) : (values as unknown as R))} onValuesChange={onValuesChange} requiredMark={false}>
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
                <Button type="primary" htmlType="submit" block size="large" disabled={!allowed} style={{ marginTop: 16 }}>
                  {labels.submit}
                </Button>
              </WithReason>
            </Card>
          </Col>
        </Row>
      </Form>
      <Modal
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
