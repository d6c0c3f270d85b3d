import { useState } from 'react';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { createWebHostSchema, domainToDisplay, domainToStored, type CreateWebHostRequest } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { fill } from '@portal/locale';
import { BundleCards, bundlePriceRows, formRules, OrderForm, OrderSection, PageHeader, PriceSummary, useNumericParams } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { webHostMessages } from './messages';
import { useCheckWebHostDomain, useCreateWebHost, useWebBundles } from './api';
import { webBundleLines } from './bundle-lines';

const t = webHostMessages.webHostCreate;

/**
 * `/web-host/{projectId}/create`: the site's domain (checked by the sandbox: its form, and that no
 * web host has it) and a plan from the `web` catalogue (the provider's order has no PHP version).
 * A free domain is a 200 without a body; the order checks it again before creating, so a name
 * taken meanwhile is refused on the field.
 */
export default function CreateWebHostPage() {
  const { projectId } = useNumericParams('projectId');
  const [form] = Form.useForm<CreateWebHostRequest>();
  const bundles = useWebBundles();
  const check = useCheckWebHostDomain();
  const create = useCreateWebHost();
  const [checked, setChecked] = useState<string | null>(null);
  const bundleId = Form.useWatch('productBundleId', form);
  const bundle = bundles.data?.find((b) => b.id === bundleId);
  const listPath = `/web-host/${projectId}`;

  const checkDomain = async () => {
    const values = await form.validateFields(['domainName']).catch(() => null);
    if (!values) return;
    await sendForm(form, async () => {
      await check.mutateAsync({ params: { projectId }, body: { domainName: values.domainName } });
      setChecked(domainToStored(values.domainName ?? '') ?? values.domainName ?? '');
    });
  };

  const send = async (body: CreateWebHostRequest) => {
    await check.mutateAsync({ params: { projectId }, body: { domainName: body.domainName } });
    return create.mutateAsync({ params: { projectId }, body });
  };

  return (
    <>
      <PageHeader title={t.title} backTo={listPath} backLabel={dnsCdnMessages.webHosts.back} />
      <OrderForm<CreateWebHostRequest>
        form={form}
        onValuesChange={(changed) => {
          if ('domainName' in changed) setChecked(null);
        }}
        summary={<PriceSummary rows={bundlePriceRows(bundle, t)} placeholder={t.pickBundle} />}
        confirmText={(body) => fill(t.confirmText, { domain: domainToDisplay((body.domainName ?? '').trim()), bundle: bundle?.name ?? '' })}
        send={send}
        successMessage={t.created}
        doneTo={listPath}
        labels={{ summary: t.summary, submit: t.submit, confirmTitle: t.confirmTitle, cancel: t.cancel }}
      >
        <OrderSection title={t.domainSection}>
          <Flex vertical gap={12}>
            <Flex gap={8} align="start" wrap>
              <Form.Item
                name="domainName"
                label={t.domain}
                extra={t.domainHint}
                rules={formRules(createWebHostSchema.domainName!)}
                style={{ flex: '1 1 240px', margin: 0 }}
              >
                <Input dir="auto" autoComplete="off" spellCheck={false} />
              </Form.Item>
              <Button onClick={() => void checkDomain()} loading={check.isPending} style={{ marginTop: 30 }}>
                {t.check}
              </Button>
            </Flex>
            {checked && <Alert type="success" showIcon title={fill(t.available, { domain: domainToDisplay(checked) })} />}
          </Flex>
        </OrderSection>
        <OrderSection title={t.bundle}>
          <Form.Item name="productBundleId" rules={formRules(createWebHostSchema.productBundleId)} style={{ margin: 0 }}>
            <BundleCards bundles={bundles.data} loading={bundles.isLoading} describe={webBundleLines} col={{ xs: 24, sm: 12, xl: 6 }} />
          </Form.Item>
        </OrderSection>
      </OrderForm>
    </>
  );
}
