import { useState } from 'react';
import { Button, Card, Flex, Form, Input, Select } from 'antd';
import { ORIGIN_CERT_TYPES, type CreateUserCertRequest, type DnsCdnHost, type EdgeCertificate, type OriginCertType } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { FormDialog, Ltr, notify, Permitted, ResourceTable, type ResourceColumn } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { useChangeOriginType, useCreateManagedCert, useCreateUserCert, useEdgeCerts } from '../../api';

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
  const [certForm] = Form.useForm<CreateUserCertRequest>();
  const [open, setOpen] = useState(false);

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
      </Card>
      <Card title={t.edge}>
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
      <FormDialog<CreateUserCertRequest>
        form={certForm}
        open={open}
        onClose={() => setOpen(false)}
        title={t.pasteTitle}
        okText={t.save}
        cancelText={t.cancel}
        send={(body) => user.mutateAsync({ params, body })}
        successMessage={t.pasted}
        resetOnDone
        width={720}
      >
        <p>{t.pasteHint}</p>
        <Form.Item name="certificate" label={t.certificate} rules={[{ required: true, message: dnsCdnMessages.records.required }]}>
          <Input.TextArea dir="ltr" rows={6} spellCheck={false} />
        </Form.Item>
        <Form.Item name="privateKey" label={t.privateKey} rules={[{ required: true, message: dnsCdnMessages.records.required }]}>
          <Input.TextArea dir="ltr" rows={6} spellCheck={false} />
        </Form.Item>
      </FormDialog>
    </>
  );
}
