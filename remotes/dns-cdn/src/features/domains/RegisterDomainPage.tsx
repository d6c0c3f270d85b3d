import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Checkbox, Descriptions, Flex, Form, Input, Select } from 'antd';
import { DOMAIN_MAX_YEARS, DOMAIN_NS_MIN, domainToDisplay, domainToStored, type CheckDomainResponse, type DomainContact } from '@portal/contracts';
import { sendForm, type FormFieldError } from '@portal/api';
import { fill, formatNumber, formatRial } from '@portal/locale';
import { Bdi, clearWizardDraft, Ltr, notify, PageHeader, readWizardDraft, useNumericParams, useUrlStep, useWizardDraft, Wizard } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { useCheckDomain, useRegisterDomain } from '../../api';
import { ContactFields } from './ContactFields';
import { NameserverFields } from './NameserverFields';

const t = dnsCdnMessages.register;
const DRAFT = 'dns-domain-register';
const PLATFORM_NS = ['ns1.sandbox-cdn.ir', 'ns2.sandbox-cdn.ir'];

/** The wizard's state: spec section 3's step (in the URL), domainName and term, plus what the steps ask. */
interface Draft {
  domainName: string;
  term: boolean;
  years: number;
  nameservers: string[];
  contact: DomainContact;
}

const emptyContact: DomainContact = { name: '', email: '', phoneNumber: '', address: '' };

/**
 * `/domain/{projectId}/register`: the registration wizard: the name (availability and yearly
 * price), the term and nameservers, the registrant, then the total and the terms to accept.
 */
export default function RegisterDomainPage() {
  const { projectId } = useNumericParams('projectId');
  const navigate = useNavigate();
  const [step, setStep] = useUrlStep();
  const [form] = Form.useForm<Draft>();
  const check = useCheckDomain();
  const register = useRegisterDomain();
  const [checked, setChecked] = useState<CheckDomainResponse | null>(null);
  const submitted = useRef(false);
  const draft = readWizardDraft<Draft>(DRAFT);
  const values = (Form.useWatch([], form) ?? {}) as Partial<Draft>;
  useWizardDraft<Partial<Draft>>(DRAFT, values);
  const listPath = `/domain/${projectId}`;

  // The API calls the name `Name`; the wizard's state calls it domainName (spec section 3).
  const target = { setFields: (fields: FormFieldError[]) => form.setFields(fields.map((f) => ({ ...f, name: f.name[0] === 'name' ? ['domainName'] : f.name })) as never) };
  const runCheck = () =>
    void sendForm(target, async () => {
      setChecked(null);
      setChecked(await check.mutateAsync({ params: { projectId }, body: { name: form.getFieldValue('domainName') ?? '' } }));
    });
  const all = () => form.getFieldsValue(true) as Draft;
  const isChecked = () => !!checked && checked.name === (domainToStored(all().domainName ?? '') ?? '');
  const total = checked ? checked.pricePerYear * (values.years ?? 1) : 0;

  const submit = async () => {
    const v = all();
    await sendForm(target, async () => {
      const domain = await register.mutateAsync({
        params: { projectId },
        body: { name: v.domainName, years: v.years, nameservers: (v.nameservers ?? []).filter(Boolean), contact: v.contact, term: !!v.term },
      });
      submitted.current = true;
      clearWizardDraft(DRAFT);
      notify.success(t.registered);
      navigate(`${listPath}/${domain.id}`);
    });
  };

  return (
    <>
      <PageHeader title={t.title} backTo={listPath} backLabel={dnsCdnMessages.domains.back} />
      <Form<Draft>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ years: 1, nameservers: PLATFORM_NS, contact: emptyContact, term: false, domainName: '', ...draft }}
        style={{ maxWidth: 720 }}
      >
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
                  <Form.Item name="domainName" label={t.domainName} extra={t.domainHint}>
                    <Input dir="auto" autoComplete="off" spellCheck={false} onChange={() => {
                        setChecked(null);
                        form.setFields([{ name: 'domainName', errors: [] }]);
                      }} onPressEnter={runCheck} />
                  </Form.Item>
                  <Button onClick={runCheck} loading={check.isPending}>
                    {t.check}
                  </Button>
                  {checked && (
                    <Alert style={{ marginTop: 16 }} type="success" showIcon title={fill(t.available, { name: domainToDisplay(checked.name), price: formatRial(checked.pricePerYear) })} />
                  )}
                </Card>
              ),
            },
            {
              title: t.steps.ns,
              validate: () => ((all().nameservers ?? []).filter((n) => n?.trim()).length >= DOMAIN_NS_MIN ? null : t.nsRequired),
              content: (
                <Card>
                  <Form.Item name="years" label={t.years}>
                    <Select options={Array.from({ length: DOMAIN_MAX_YEARS }, (_, i) => ({ value: i + 1, label: fill(t.yearsOption, { n: formatNumber(i + 1) }) }))} />
                  </Form.Item>
                  <Alert type="info" showIcon title={t.nsHint} style={{ marginBottom: 16 }} />
                  <NameserverFields />
                </Card>
              ),
            },
            {
              title: t.steps.contact,
              validate: () => (Object.values(all().contact ?? emptyContact).every((v) => v?.trim()) ? null : t.contactRequired),
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
                        { key: 'name', label: t.domainName, children: <Bdi>{checked ? domainToDisplay(checked.name) : ''}</Bdi> },
                        { key: 'years', label: t.years, children: fill(t.yearsOption, { n: formatNumber(values.years ?? 1) }) },
                        { key: 'ns', label: t.nameservers, children: <Ltr>{(all().nameservers ?? []).filter(Boolean).join(', ')}</Ltr> },
                        { key: 'owner', label: t.contactName, children: all().contact?.name },
                        { key: 'total', label: t.total, children: formatRial(total) },
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
