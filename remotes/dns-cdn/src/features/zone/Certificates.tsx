import { useState } from 'react';
import { Button, Card, Flex, Form, Input, Radio, Select, Typography } from 'antd';
import {
  EDGE_CERT_TYPE_IDS,
  EDGE_CERT_TYPES,
  ORIGIN_CERT_TYPE_IDS,
  ORIGIN_CERT_TYPES,
  serviceStatusOf,
  type CdnCert,
  type CreateUserCertRequest,
  type Zone,
} from '@portal/contracts';
import { sendForm } from '@portal/api';
import { EMPTY_VALUE, fill, formatDate, messages } from '@portal/locale';
import { FormDialog, Ltr, notify, Permitted, ResourceTable, type ResourceColumn } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { zoneMessages } from './messages';
import {
  useChangeEdgeType,
  useChangeOriginType,
  useCreateManagedCert,
  useCreateOriginCert,
  useCreateUserCert,
  useManagedCert,
  useManagedOriginCert,
  useOriginCert,
  useUserCert,
} from './api';

const t = zoneMessages.settings;

type CertRow = CdnCert & { kind: string };
const columns: ResourceColumn<CertRow>[] = [
  { key: 'kind', title: t.kind, dataIndex: 'kind' },
  { key: 'commonName', title: t.subject, dataIndex: 'commonName', kind: 'ltr' },
  { key: 'issuer', title: t.issuer, dataIndex: 'issuer', kind: 'ltr' },
  { key: 'expirationDate', title: t.notAfter, dataIndex: 'expirationDate', kind: 'date' },
];

/**
 * One certificate on a line: name, issuer and expiry (Jalali), or what stands while there is none.
 * While the answer is on its way the line says so: "none yet" would be a claim the answer may refute.
 */
function CertLine({ query, none }: { query: { data?: CdnCert; isPending: boolean }; none: string }) {
  const cert = query.data;
  if (query.isPending) return <Typography.Text type="secondary">{messages.common.loading}</Typography.Text>;
  if (!cert?.commonName) return <span>{none}</span>;
  return (
    <Ltr>
      {fill(t.originCertLine, {
        subject: cert.commonName,
        issuer: cert.issuer ?? EMPTY_VALUE,
        date: cert.expirationDate ? formatDate(cert.expirationDate) : EMPTY_VALUE,
      })}
    </Ltr>
  );
}

/**
 * The origin connection type, the managed origin certificate (the platform's, `origin-cert/get`)
 * and the origin's uploaded one; the edge certificate kind and
 * the two edge certificates (the managed one, issued in the background, and the pasted one) by
 * name, issuer and expiry (Jalali). The provider's certificate answer has no covered names.
 */
export function Certificates({ projectId, zone }: { projectId: number; zone: Zone }) {
  const params = { projectId, dnsCdnHostId: zone.id };
  const ids = { projectId, id: zone.id };
  const [issuing, setIssuing] = useState(false);
  const managedCert = useManagedCert(params, issuing);
  const userCert = useUserCert(params);
  const originCert = useOriginCert(params);
  const managedOrigin = useManagedOriginCert(params);
  const origin = useChangeOriginType();
  const managed = useCreateManagedCert();
  const user = useCreateUserCert();
  const edgeType = useChangeEdgeType();
  const createOrigin = useCreateOriginCert();
  const [originForm] = Form.useForm<{ cdnHostOriginCertTypeId: number }>();
  const [edgeForm] = Form.useForm<{ cdnEdgeCertTypeId: number }>();
  const [open, setOpen] = useState(false);
  const [originOpen, setOriginOpen] = useState(false);
  const rows: CertRow[] = [
    ...(managedCert.data?.commonName ? [{ ...managedCert.data, kind: t.kinds.managed }] : []),
    ...(userCert.data?.commonName ? [{ ...userCert.data, kind: t.kinds.user }] : []),
  ];
  const active = serviceStatusOf(zone.statusId) === 'active';

  return (
    <>
      <Card title={t.origin}>
        <Form
          form={originForm}
          layout="inline"
          initialValues={{ cdnHostOriginCertTypeId: zone.cdnOriginCertTypeId }}
          onFinish={(body) =>
            void sendForm(originForm, async () => {
              await origin.mutateAsync({ params: ids, body });
              notify.success(t.saved);
            })
          }
        >
          <Form.Item name="cdnHostOriginCertTypeId" label={t.originType}>
            <Select style={{ minWidth: 260 }} options={ORIGIN_CERT_TYPES.map((o) => ({ value: ORIGIN_CERT_TYPE_IDS[o], label: t.originTypes[o] }))} />
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
          <Typography.Text strong>{t.managedOrigin}</Typography.Text>
          <Typography.Text type="secondary">{t.managedOriginHint}</Typography.Text>
          <CertLine query={managedOrigin} none={t.managedOriginNone} />
        </Flex>
        <Flex vertical gap={8} style={{ marginTop: 16 }}>
          <Typography.Text strong>{t.originCert}</Typography.Text>
          <Typography.Text type="secondary">{t.originCertHint}</Typography.Text>
          <CertLine query={originCert} none={t.originCertNone} />
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
          initialValues={{ cdnEdgeCertTypeId: zone.cdnEdgeCertTypeId }}
          style={{ marginBottom: 16 }}
          onFinish={(body) =>
            void sendForm(edgeForm, async () => {
              await edgeType.mutateAsync({ params: ids, body });
              notify.success(t.edgeTypeSaved);
            })
          }
        >
          <Form.Item name="cdnEdgeCertTypeId" label={t.edgeType}>
            <Radio.Group options={EDGE_CERT_TYPES.map((k) => ({ value: EDGE_CERT_TYPE_IDS[k], label: t.edgeTypes[k] }))} />
          </Form.Item>
          <Permitted>
            {(disabled) => (
              <Button htmlType="submit" disabled={disabled} loading={edgeType.isPending}>
                {t.saveEdgeType}
              </Button>
            )}
          </Permitted>
        </Form>
        {issuing && !managedCert.data?.commonName && <Typography.Paragraph type="secondary">{t.managedIssuing}</Typography.Paragraph>}
        <ResourceTable<CertRow>
          tableId="dns.zone.certificates"
          rowKey="kind"
          rows={managedCert.data && userCert.data ? rows : undefined}
          columns={columns}
          loading={managedCert.isLoading || userCert.isLoading}
          error={managedCert.isError || userCert.isError}
          onRetry={() => void Promise.all([managedCert.refetch(), userCert.refetch()])}
          caption={t.edge}
          emptyText={t.edgeEmpty}
          pagination={false}
          toolbar={
            <Permitted>
              {(disabled) => (
                <Flex gap={8} wrap>
                  <Button
                    disabled={disabled || !active}
                    loading={managed.isPending}
                    onClick={() =>
                      managed.mutate(
                        { params },
                        {
                          onSuccess: () => {
                            setIssuing(true);
                            notify.success(t.managedStarted);
                          },
                        },
                      )
                    }
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
      <PemDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t.pasteTitle}
        hint={t.pasteHint}
        done={t.pasted}
        send={(body) => user.mutateAsync({ params, body })}
      />
      <PemDialog
        open={originOpen}
        onClose={() => setOriginOpen(false)}
        title={t.originCertTitle}
        hint={t.originCertHint}
        done={t.originCertSaved}
        send={(body) => createOrigin.mutateAsync({ params, body })}
      />
    </>
  );
}

/** A pasted PEM certificate and its private key (the edge's or the origin's), checked by the server. */
function PemDialog({
  open,
  onClose,
  title,
  hint,
  done,
  send,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  hint: string;
  done: string;
  send: (body: CreateUserCertRequest) => Promise<unknown>;
}) {
  const [form] = Form.useForm<CreateUserCertRequest>();
  const required = [{ required: true, message: dnsCdnMessages.records.required }];
  return (
    <FormDialog<CreateUserCertRequest>
      form={form}
      open={open}
      onClose={onClose}
      title={title}
      okText={t.save}
      cancelText={t.cancel}
      send={send}
      successMessage={done}
      resetOnDone
      width={720}
    >
      <p>{hint}</p>
      <Form.Item name="certPem" label={t.certificate} rules={required}>
        <Input.TextArea dir="ltr" rows={6} spellCheck={false} />
      </Form.Item>
      <Form.Item name="keyPem" label={t.privateKey} rules={required}>
        <Input.TextArea dir="ltr" rows={6} spellCheck={false} />
      </Form.Item>
    </FormDialog>
  );
}
