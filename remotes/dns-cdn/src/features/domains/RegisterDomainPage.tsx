import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Checkbox, Descriptions, Flex, Form, Input, Select, Switch } from 'antd';
import { DOMAIN_PRODUCT_ID, domainToDisplay, domainToStored, type RegisterDomainRequest } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { fill, formatRial } from '@portal/locale';
import { Bdi, clearWizardDraft, Ltr, notify, PageHeader, readWizardDraft, useNumericParams, useUrlStep, useWizardDraft, Wizard } from '@portal/ui';
import { domainMessages } from './messages';
import { useCheckDomain, useRegisterDomain } from './api';
import { ContactFields } from './ContactFields';
import { useDomainExtensions } from './extensions';
import { NameserverFields } from './NameserverFields';

const t = domainMessages.register;
const DRAFT = 'dns-domain-register';
const PLATFORM_NS = { ns1: 'ns1.sandbox-cdn.ir', ns2: 'ns2.sandbox-cdn.ir' };

/** The wizard's state: the product rules' step (in the URL), domainName and term, plus the provider's order fields. */
type Draft = Required<{ [K in keyof Omit<RegisterDomainRequest, 'productId' | 'autoRenewal'>]: string }> & { autoRenewal: boolean; term: boolean };

const emptyDraft: Draft = {
  domainName: '',
  ext: 'ir',
  name: '',
  email: '',
  voice: '',
  fax: '',
  country: 'IR',
  province: '',
  city: '',
  street: '',
  postalCode: '',
  authCode: '',
  ...PLATFORM_NS,
  autoRenewal: true,
  term: false,
};
/** The provider's order: empty optional fields are sent as null. */
const toRequest = (v: Draft): RegisterDomainRequest => {
  const opt = (s: string | undefined) => (s?.trim() ? s.trim() : null);
  return {
    domainName: v.domainName.trim(),
    ext: v.ext,
    productId: DOMAIN_PRODUCT_ID,
    name: v.name,
    email: v.email,
    voice: v.voice,
    fax: opt(v.fax),
    country: opt(v.country),
    province: opt(v.province),
    city: opt(v.city),
    street: v.street,
    postalCode: opt(v.postalCode),
    authCode: opt(v.authCode),
    ns1: v.ns1,
    ns2: v.ns2,
    autoRenewal: !!v.autoRenewal,
  };
};

/**
 * `/domain/{projectId}/register`: the registration wizard: the name and extension (availability;
 * the yearly price is the extension's item), the nameservers and renewal, the registrant, then the
 * total and the terms to accept. The order is for one year (the provider's order names no term).
 */
export default function RegisterDomainPage() {
  const { projectId } = useNumericParams('projectId');
  const navigate = useNavigate();
  const [step, setStep] = useUrlStep();
  const [form] = Form.useForm<Draft>();
  const check = useCheckDomain();
  const register = useRegisterDomain();
  const extensions = useDomainExtensions();
  // The full name (stored form) the check found free.
  const [checked, setChecked] = useState<string | null>(null);
  const submitted = useRef(false);
  const draft = readWizardDraft<Draft>(DRAFT);
  const values = (Form.useWatch([], form) ?? {}) as Partial<Draft>;
  useWizardDraft<Partial<Draft>>(DRAFT, values);
  const listPath = `/domain/${projectId}`;

  const all = () => ({ ...emptyDraft, ...(form.getFieldsValue(true) as Partial<Draft>) });
  const fullName = (v: Partial<Draft>) => domainToStored(`${(v.domainName ?? '').trim()}.${v.ext ?? ''}`) ?? '';
  const price = extensions.data?.find((e) => e.name === values.ext)?.price ?? 0;
  const runCheck = () =>
    void sendForm(form, async () => {
      setChecked(null);
      const v = all();
      await check.mutateAsync({ params: { projectId }, body: { domainName: v.domainName.trim(), ext: v.ext } });
      setChecked(fullName(v));
    });
  const isChecked = () => !!checked && checked === fullName(all());

  const submit = async () => {
    await sendForm(form, async () => {
      await register.mutateAsync({ params: { projectId }, body: toRequest(all()) });
      submitted.current = true;
      clearWizardDraft(DRAFT);
      notify.success(t.registered);
      // The provider's register answers no id: back to the list, where the new domain is being registered.
      navigate(listPath);
    });
  };
  const forget = () => {
    setChecked(null);
    form.setFields([
      { name: 'domainName', errors: [] },
      { name: 'ext', errors: [] },
    ]);
  };

  return (
    <>
      <PageHeader title={t.title} backTo={listPath} backLabel={domainMessages.domains.back} />
      <Form<Draft> form={form} layout="vertical" requiredMark={false} initialValues={{ ...emptyDraft, ...draft }} style={{ maxWidth: 720 }}>
        <Wizard
          step={step}
          onStepChange={setStep}
          ready={!!checked || step === 1}
          submitText={t.submit}
          submitting={register.isPending}
          onSubmit={submit}
          unsaved={() => !submitted.current && !!all().domainName}
          steps={[
            {
              title: t.steps.name,
              validate: () => (isChecked() ? null : t.mustCheck),
              content: (
                <Card>
                  <Flex gap={8} wrap align="start">
                    <Form.Item name="domainName" label={t.domainName} extra={t.domainHint} style={{ flex: '1 1 240px' }}>
                      <Input dir="auto" autoComplete="off" spellCheck={false} onChange={forget} onPressEnter={runCheck} />
                    </Form.Item>
                    <Form.Item name="ext" label={t.ext} style={{ flex: '0 1 240px' }}>
                      <Select
                        aria-label={t.ext}
                        loading={extensions.isLoading}
                        onChange={forget}
                        options={(extensions.data ?? []).map((e) => ({
                          value: e.name ?? '',
                          label: fill(t.extPrice, { ext: e.name ?? '', price: formatRial(e.price) }),
                        }))}
                      />
                    </Form.Item>
                  </Flex>
                  <Button onClick={runCheck} loading={check.isPending}>
                    {t.check}
                  </Button>
                  {checked && (
                    <Alert
                      style={{ marginTop: 16 }}
                      type="success"
                      showIcon
                      title={fill(t.available, { name: domainToDisplay(checked), price: formatRial(price) })}
                    />
                  )}
                </Card>
              ),
            },
            {
              title: t.steps.ns,
              validate: () => (all().ns1?.trim() && all().ns2?.trim() ? null : t.nsRequired),
              content: (
                <Card>
                  <Alert type="info" showIcon title={t.nsHint} style={{ marginBottom: 16 }} />
                  <NameserverFields />
                  <Form.Item name="autoRenewal" label={t.autoRenewal} valuePropName="checked">
                    <Switch aria-label={t.autoRenewal} />
                  </Form.Item>
                  <Form.Item name="authCode" label={t.authCode}>
                    <Input dir="ltr" autoComplete="off" />
                  </Form.Item>
                </Card>
              ),
            },
            {
              title: t.steps.contact,
              validate: () => ([all().name, all().email, all().voice, all().street].every((v) => v?.trim()) ? null : t.contactRequired),
              content: (
                <Card>
                  <ContactFields />
                </Card>
              ),
            },
            {
              title: t.steps.confirm,
              validate: () => (all().term ? null : t.termRequired),
              content: (
                <Card title={t.summary}>
                  <Flex vertical gap={16}>
                    <Descriptions
                      column={1}
                      items={[
                        { key: 'name', label: t.domainName, children: <Bdi>{checked ? domainToDisplay(checked) : ''}</Bdi> },
                        { key: 'period', label: t.period, children: t.oneYear },
                        { key: 'ns', label: t.nameservers, children: <Ltr>{[all().ns1, all().ns2].filter(Boolean).join(', ')}</Ltr> },
                        { key: 'owner', label: t.contactName, children: all().name },
                        { key: 'total', label: t.total, children: formatRial(price) },
                      ]}
                    />
                    <Form.Item name="term" valuePropName="checked" style={{ margin: 0 }}>
                      <Checkbox>{t.term}</Checkbox>
                    </Form.Item>
                  </Flex>
                </Card>
              ),
            },
          ]}
        />
      </Form>
    </>
  );
}
