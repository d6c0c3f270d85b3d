import { useState } from 'react';
import { Button, Card, Flex, Form, Input, Radio, Select, Typography } from 'antd';
import { EDGE_CERT_TYPES, ORIGIN_CERT_TYPES, type ChangeEdgeCertTypeRequest, type CreateUserCertRequest, type DnsCdnHost, type EdgeCertificate, type OriginCertType } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { fill, formatDate } from '@portal/locale';
import { FormDialog, Ltr, notify, Permitted, ResourceTable, type ResourceColumn } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { useChangeEdgeType, useChangeOriginType, useCreateManagedCert, useCreateOriginCert, useCreateUserCert, useEdgeCerts, useOriginCert } from '../../api';

const t = dnsCdnMessages.settings;

const columns: ResourceColumn<EdgeCertificate>[] = [
  { key: 'kind', title: t.kind, value: (c) => t.kinds[c.kind] },
  { key: 'status', title: t.status, dataIndex: 'status', kind: 'status' },
  { key: 'subject', title: t.subject, dataIndex: 'subject', render: (v) => <Ltr>{String(v)}</Ltr> },
  { key: 'sans', title: t.sans, value: (c) => c.sans.join(', '), render: (v) => <Ltr>{String(v)}</Ltr> },
  { key: 'issuer', title: t.issuer, dataIndex: 'issuer', render: (v) => <Ltr>{String(v)}</Ltr> },
  { key: 'notAfter', title: t.notAfter, dataIndex: 'notAfter', kind: 'date' },
];

/** The origin connection type, the edge certificates (subject, names, issuer, expiry in Jalali), a managed one, a pasted one. */
export function Certificates({ zone }: { zone: DnsCdnHost }) {
  const params = { projectId: zone.projectId, dnsCdnHostId: zone.id };
  const certs = useEdgeCerts(params);
  const origin = useChangeOriginType();
  const managed = useCreateManagedCert();
  const user = useCreateUserCert();
  const [originForm] = Form.useForm<{ originCertType: OriginCertType }>();
  const [open, setOpen] = useState(false);
  const edgeType = useChangeEdgeType();
  const [edgeForm] = Form.useForm<ChangeEdgeCertTypeRequest>();
  const originCert = useOriginCert(params);
  const createOrigin = useCreateOriginCert();
  const [originOpen, setOriginOpen] = useState(false);
  const uploaded = originCert.data?.userCert;

  return (
    <>
      <Card title={t.origin}>
        <Form
          form={originForm}
          layout="inline"
          initialValues={{ originCertType: zone.originCertType }}
          onFinish={(body) =>
            void sendForm(originForm, async () => {
              await origin.mutateAsync({ params: { projectId: zone.projectId, id: zone.id }, body });
              notify.success(t.saved);
            })
          }
        >
          <Form.Item name="originCertType" label={t.originType}>
            <Select style={{ minWidth: 260 }} options={ORIGIN_CERT_TYPES.map((o) => ({ value: o, label: t.originTypes[o] }))} />
          </Form.Item>
          <Permitted>
            {(disabled) => (
              <Button htmlType="submit" disabled={disabled} loading={origin.isPending}>
                {t.saveOrigin}
              </Button>
            )}
          </Permitted>
        </Form>
        <Flex vertical gap={8} style={{ marginTop: 16 }}>
          <Typography.Text strong>{t.originCert}</Typography.Text>
          <Typography.Text type="secondary">{t.originCertHint}</Typography.Text>
          <span>
            {uploaded ? (
              <Ltr>{fill(t.originCertLine, { subject: uploaded.subject, sans: uploaded.sans.join(', '), date: formatDate(uploaded.notAfter) })}</Ltr>
            ) : (
              t.originCertNone
            )}
          </span>
          <Permitted>
            {(disabled) => (
              <Button disabled={disabled} onClick={() => setOriginOpen(true)} style={{ alignSelf: 'start' }}>
                {t.originCertUpload}
              </Button>
            )}
          </Permitted>
        </Flex>
      </Card>
      <Card title={t.edge}>
        <Form
          form={edgeForm}
          layout="inline"
          initialValues={{ edgeCertType: zone.edgeCertType }}
          style={{ marginBottom: 16 }}
          onFinish={(body) =>
            void sendForm(edgeForm, async () => {
              await edgeType.mutateAsync({ params: { projectId: zone.projectId, id: zone.id }, body });
              notify.success(t.edgeTypeSaved);
            })
          }
        >
          <Form.Item name="edgeCertType" label={t.edgeType}>
            <Radio.Group options={EDGE_CERT_TYPES.map((k) => ({ value: k, label: t.edgeTypes[k] }))} />
          </Form.Item>
          <Permitted>
            {(disabled) => (
              <Button htmlType="submit" disabled={disabled} loading={edgeType.isPending}>
                {t.saveEdgeType}
              </Button>
            )}
          </Permitted>
        </Form>
        <ResourceTable<EdgeCertificate>
          rowKey="id"
          rows={certs.data}
          columns={columns}
          loading={certs.isLoading}
          error={certs.isError}
          onRetry={() => void certs.refetch()}
          caption={t.edge}
          emptyText={t.edgeEmpty}
          pagination={false}
          toolbar={
            <Permitted>
              {(disabled) => (
                <Flex gap={8} wrap>
                  <Button
                    disabled={disabled || zone.status !== 'active'}
                    loading={managed.isPending}
                    onClick={() => managed.mutate({ params }, { onSuccess: () => notify.success(t.managedStarted) })}
                  >
                    {t.managed}
                  </Button>
                  <Button disabled={disabled} onClick={() => setOpen(true)}>
                    {t.paste}
                  </Button>
                </Flex>
              )}
            </Permitted>
          }
        />
      </Card>
      <PemDialog open={open} onClose={() => setOpen(false)} title={t.pasteTitle} hint={t.pasteHint} done={t.pasted} send={(body) => user.mutateAsync({ params, body })} />
      <PemDialog open={originOpen} onClose={() => setOriginOpen(false)} title={t.originCertTitle} hint={t.originCertHint} done={t.originCertSaved} send={(body) => createOrigin.mutateAsync({ params, body })} />
    </>
  );
}

/** A pasted PEM certificate and its private key (the edge's or the origin's), checked by the server. */
function PemDialog({ open, onClose, title, hint, done, send }: { open: boolean; onClose: () => void; title: string; hint: string; done: string; send: (body: CreateUserCertRequest) => Promise<unknown> }) {
  const [form] = Form.useForm<CreateUserCertRequest>();
  const required = [{ required: true, message: dnsCdnMessages.records.required }];
  return (
    <FormDialog<CreateUserCertRequest> form={form} open={open} onClose={onClose} title={title} okText={t.save} cancelText={t.cancel} send={send} successMessage={done} resetOnDone width={720}>
      <p>{hint}</p>
      <Form.Item name="certificate" label={t.certificate} rules={required}>
        <Input.TextArea dir="ltr" rows={6} spellCheck={false} />
      </Form.Item>
      <Form.Item name="privateKey" label={t.privateKey} rules={required}>
        <Input.TextArea dir="ltr" rows={6} spellCheck={false} />
      </Form.Item>
    </FormDialog>
  );
}
