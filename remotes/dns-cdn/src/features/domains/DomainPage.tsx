import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Descriptions, Flex, Form, Spin } from 'antd';
import { domainToDisplay, isServiceActive, serviceStatusOf, type ChangeContactRequest, type ChangeNsRequest } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { EMPTY_VALUE, fill } from '@portal/locale';
import { Bdi, ConfirmAction, DateText, LoadFailed, notify, PageHeader, Permitted, StatusTag, useNumericParams } from '@portal/ui';
import { domainMessages } from './messages';
import { useChangeDomainContact, useChangeDomainNs, useDeleteDomain, useDomain, useResendVerification } from './api';
import { ContactFields } from './ContactFields';
import { NameserverFields } from './NameserverFields';

const t = domainMessages.domain;

/**
 * `/domain/{projectId}/{id}`: one registered domain: status, type, renewal, dates, the two
 * nameservers, the registrant, the verification e-mail resent, delete. The provider sends no
 * verified flag, price or term: the page shows what `get` has.
 */
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
  const back = domainMessages.domains.back;
  if (Number.isNaN(id)) return <LoadFailed error={null} invalidId backTo={listPath} backLabel={back} />;
  if (domain.isError || !domain.data) {
    return (
      <>
        <PageHeader title={domainMessages.domains.title} backTo={listPath} backLabel={back} />
        {domain.isError ? <LoadFailed error={domain.error} onRetry={() => void domain.refetch()} backTo={listPath} /> : <Spin />}
      </>
    );
  }
  const d = domain.data;
  const name = domainToDisplay(d.domainName ?? '');
  const ids = { projectId, id };
  // As the provider's panel: a domain's nameservers and owner change only while it is active (statusId 2).
  const active = isServiceActive(d.statusId);
  const save = (label: string) => () => notify.success(label);
  const contact: ChangeContactRequest = {
    name: d.name,
    email: d.email,
    voice: d.voice,
    fax: d.fax,
    country: d.country,
    province: d.province,
    city: d.city,
    street: d.street,
    postalCode: d.postalCode,
  };

  return (
    <>
      <PageHeader title={<Bdi>{name}</Bdi>} subtitle={<StatusTag statusId={d.statusId} status={d.status} />} backTo={listPath} backLabel={back} />
      <Flex vertical gap={16}>
        <Card>
          <Descriptions
            column={{ xs: 1, sm: 2, lg: 3 }}
            items={[
              { key: 'status', label: t.status, children: <StatusTag statusId={d.statusId} status={d.status} /> },
              { key: 'type', label: t.type, children: d.type ?? EMPTY_VALUE },
              { key: 'renewal', label: t.autoRenewal, children: d.autoRenewal ? t.yes : t.no },
              { key: 'created', label: t.createdAt, children: <DateText value={d.createDate} /> },
              { key: 'expires', label: t.expiresAt, children: d.expireDate ? <DateText value={d.expireDate} /> : EMPTY_VALUE },
            ]}
          />
        </Card>
        <Card title={t.verification}>
          <Flex vertical gap={12} align="start">
            <Alert type="info" showIcon title={t.verificationHint} />
            <Permitted>
              {(disabled) => (
                <Button disabled={disabled} loading={resend.isPending} onClick={() => resend.mutate({ params: ids }, { onSuccess: save(t.resent) })}>
                  {t.resend}
                </Button>
              )}
            </Permitted>
          </Flex>
        </Card>
        <Card title={t.nameservers}>
          <Form<ChangeNsRequest>
            form={nsForm}
            layout="vertical"
            initialValues={{ ns1: d.ns1, ns2: d.ns2 }}
            style={{ maxWidth: 480 }}
            onFinish={(body) =>
              void sendForm(nsForm, async () => {
                await changeNs.mutateAsync({ params: ids, body });
                save(t.nsSaved)();
              })
            }
          >
            <NameserverFields />
            <Permitted>
              {(disabled) => (
                <Button type="primary" htmlType="submit" disabled={disabled || !active} loading={changeNs.isPending}>
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
            initialValues={contact}
            style={{ maxWidth: 720 }}
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
                <Button type="primary" htmlType="submit" disabled={disabled || !active} loading={changeContact.isPending}>
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
            description={fill(t.deleteText, { name })}
            okText={t.delete}
            cancelText={t.cancel}
            disabled={serviceStatusOf(d.statusId) === 'deleting'}
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
