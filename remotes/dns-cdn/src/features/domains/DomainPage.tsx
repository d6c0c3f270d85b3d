import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Descriptions, Flex, Form, Spin } from 'antd';
import { domainToDisplay, type ChangeContactRequest, type ChangeNsRequest } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { fill, formatDateTime, formatNumber, formatRial } from '@portal/locale';
import { Bdi, ConfirmAction, DateText, LoadFailed, notify, PageHeader, Permitted, StatusTag, useNumericParams } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { useChangeDomainContact, useChangeDomainNs, useDeleteDomain, useDomain, useResendVerification } from '../../api';
import { ContactFields } from './ContactFields';
import { NameserverFields } from './NameserverFields';

const t = dnsCdnMessages.domain;

/** `/domain/{projectId}/{id}`: one registered domain: status, expiry, nameservers, registrant, e-mail verification, delete. */
export default function DomainPage() {
  const { projectId, id } = useNumericParams('projectId', 'id');
  const navigate = useNavigate();
  const domain = useDomain(projectId, id);
  const changeNs = useChangeDomainNs();
  const changeContact = useChangeDomainContact();
  const resend = useResendVerification();
  const remove = useDeleteDomain();
  const [nsForm] = Form.useForm<ChangeNsRequest>();
  const [contactForm] = Form.useForm<ChangeContactRequest>();
  const listPath = `/domain/${projectId}`;
  const back = dnsCdnMessages.domains.back;
  if (Number.isNaN(id)) return <LoadFailed error={null} invalidId backTo={listPath} backLabel={back} />;
  if (domain.isError || !domain.data) {
    return (
      <>
        <PageHeader title={dnsCdnMessages.domains.title} backTo={listPath} backLabel={back} />
        {domain.isError ? <LoadFailed error={domain.error} onRetry={() => void domain.refetch()} backTo={listPath} /> : <Spin />}
      </>
    );
  }
  const d = domain.data;
  const ids = { projectId, id };
  const save = (label: string) => () => notify.success(label);

  return (
    <>
      <PageHeader title={<Bdi>{domainToDisplay(d.name)}</Bdi>} subtitle={<StatusTag status={d.status} />} backTo={listPath} backLabel={back} />
      <Flex vertical gap={16}>
        <Card>
          <Descriptions
            column={{ xs: 1, sm: 2, lg: 3 }}
            items={[
              { key: 'status', label: t.status, children: <StatusTag status={d.status} /> },
              { key: 'years', label: t.years, children: fill(dnsCdnMessages.register.yearsOption, { n: formatNumber(d.years) }) },
              { key: 'price', label: t.pricePerYear, children: formatRial(d.pricePerYear) },
              { key: 'expires', label: t.expiresAt, children: <DateText value={d.expiresAt} /> },
              { key: 'created', label: t.createdAt, children: <DateText value={d.createdAt} /> },
            ]}
          />
        </Card>
        <Card title={t.verification}>
          <Flex vertical gap={12} align="start">
            <Alert type={d.contactVerified ? 'success' : 'warning'} showIcon title={d.contactVerified ? t.verified : t.notVerified} description={d.verificationSentAt ? fill(t.sentAt, { date: formatDateTime(d.verificationSentAt) }) : undefined} />
            {!d.contactVerified && (
              <Permitted>
                {(disabled) => (
                  <Button disabled={disabled} loading={resend.isPending} onClick={() => resend.mutate({ params: ids }, { onSuccess: save(t.resent) })}>
                    {t.resend}
                  </Button>
                )}
              </Permitted>
            )}
          </Flex>
        </Card>
        <Card title={t.nameservers}>
          <Form<ChangeNsRequest>
            form={nsForm}
            layout="vertical"
            initialValues={{ nameservers: d.nameservers }}
            style={{ maxWidth: 480 }}
            onFinish={(body) =>
              void sendForm(nsForm, async () => {
                await changeNs.mutateAsync({ params: ids, body: { nameservers: body.nameservers.filter(Boolean) } });
                save(t.nsSaved)();
              })
            }
          >
            <NameserverFields />
            <Permitted>
              {(disabled) => (
                <Button type="primary" htmlType="submit" disabled={disabled} loading={changeNs.isPending} style={{ marginTop: 16 }}>
                  {t.saveNs}
                </Button>
              )}
            </Permitted>
          </Form>
        </Card>
        <Card title={t.contact}>
          <Form<ChangeContactRequest>
            form={contactForm}
            layout="vertical"
            initialValues={{ contact: d.contact }}
            style={{ maxWidth: 480 }}
            onFinish={(body) =>
              void sendForm(contactForm, async () => {
                await changeContact.mutateAsync({ params: ids, body });
                save(t.contactSaved)();
              })
            }
          >
            <ContactFields />
            <Permitted>
              {(disabled) => (
                <Button type="primary" htmlType="submit" disabled={disabled} loading={changeContact.isPending}>
                  {t.saveContact}
                </Button>
              )}
            </Permitted>
          </Form>
        </Card>
        <Flex justify="end">
          <ConfirmAction
            danger
            label={t.delete}
            title={t.deleteTitle}
            description={fill(t.deleteText, { name: domainToDisplay(d.name) })}
            okText={t.delete}
            cancelText={t.cancel}
            disabled={d.status === 'deleting'}
            onConfirm={async () => {
              await remove.mutateAsync({ params: ids });
              notify.success(t.deleted);
              navigate(listPath);
            }}
          />
        </Flex>
      </Flex>
    </>
  );
}
