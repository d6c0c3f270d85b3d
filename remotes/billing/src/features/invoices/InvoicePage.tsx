import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Space, Table } from 'antd';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import { download, isApiError } from '@portal/api';
import { api, type InsufficientBalance, type InvoiceItem } from '@portal/contracts';
import { formatDate, formatDateTime, formatToman, toPersianDigits } from '@portal/locale';
import { Ltr, ConfirmAction, LoadFailed, PageHeader, saveBlob, useNumericParams } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { billingMessages } from '../../messages';
import { useBalance, useCreatePayment, useInvoice, usePayInvoice } from '../../api';
import { Toman, UnitNote } from '../money';
import { goTo, TopUpDialog } from '../payments/TopUpDialog';
import { InvoiceStateTag } from './InvoiceStateTag';

const t = billingMessages.invoice;
const c = t.columns;
const LIST = '/portal/wallet/invoice';

/** The shortfall a refused wallet payment carries (422 with `shortfall`), if that is what it was. */
function shortfallOf(error: unknown): number | null {
  const body = isApiError(error) ? (error.body as Partial<InsufficientBalance> | undefined) : undefined;
  return typeof body?.shortfall === 'number' ? body.shortfall : null;
}

/** /portal/wallet/invoice/{id}: items, tax line and total; pay from the wallet or through the bank. */
export default function InvoicePage() {
  const { id } = useNumericParams('id');
  const invoice = useInvoice(id);
  const balance = useBalance();
  const pay = usePayInvoice();
  const byBank = useCreatePayment();
  const [shortfall, setShortfall] = useState<{ rial: number; message: string } | null>(null);
  const [topUp, setTopUp] = useState(false);
  const [saving, setSaving] = useState(false);

  if (Number.isNaN(id) || invoice.error)
    return <LoadFailed invalidId={Number.isNaN(id)} error={invoice.error} onRetry={() => invoice.refetch()} backTo={LIST} backLabel={t.back} />;
  const inv = invoice.data;
  if (!inv) return <PageHeader title={t.title('')} backTo={LIST} backLabel={t.back} />;

  const payFromWallet = async () => {
    try {
      await pay.mutateAsync({ params: { id: inv.id } });
      setShortfall(null);
      notify.success(t.paid);
    } catch (error) {
      const rial = shortfallOf(error);
      if (rial != null) setShortfall({ rial, message: error instanceof Error ? error.message : '' });
    }
  };
  const savePdf = async () => {
    setSaving(true);
    try {
      saveBlob(await download(api.billing.invoiceDownload, { params: { id: inv.id } }), `${inv.number}.pdf`);
    } catch {
      notify.error(billingMessages.wallet.downloadFailed);
    } finally {
      setSaving(false);
    }
  };
  const payByBank = async () => {
    const { redirectUrl } = await byBank.mutateAsync({ body: { providerId: 'sep', invoiceId: inv.id } });
    goTo.assign(redirectUrl);
  };

  return (
    <>
      <PageHeader
        title={t.title(inv.number)}
        backTo={LIST}
        backLabel={t.back}
        extra={
          <Flex gap={8} align="center" wrap>
            <InvoiceStateTag state={inv.state} />
            <Button icon={<FilePdfOutlined />} loading={saving} onClick={() => void savePdf()}>
              {t.downloadPdf}
            </Button>
          </Flex>
        }
      />
      <UnitNote />
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card>
          <Descriptions column={{ xs: 1, md: 2 }} size="small">
            <Descriptions.Item label={billingMessages.invoices.columns.title}>{inv.title}</Descriptions.Item>
            <Descriptions.Item label={billingMessages.invoices.columns.number}>
              <Ltr>{inv.number}</Ltr>
            </Descriptions.Item>
            <Descriptions.Item label={t.issuedAt}>{formatDate(inv.issuedAt)}</Descriptions.Item>
            <Descriptions.Item label={t.dueAt}>{formatDate(inv.dueAt)}</Descriptions.Item>
            {inv.paidAt ? <Descriptions.Item label={t.paidAt}>{formatDateTime(inv.paidAt)}</Descriptions.Item> : null}
            {inv.paidBy ? <Descriptions.Item label={t.paidBy}>{inv.paidBy === 'wallet' ? t.paidByWallet : t.paidByBank}</Descriptions.Item> : null}
          </Descriptions>
        </Card>
        <Card title={t.items}>
          <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
            <Table<InvoiceItem>
              rowKey="id"
              pagination={false}
              size="small"
              dataSource={inv.items}
              columns={[
                { key: 'description', dataIndex: 'description', title: c.description },
                { key: 'quantity', title: c.quantity, render: (_v, r) => toPersianDigits(r.quantity) },
                { key: 'unitPrice', title: c.unitPrice, render: (_v, r) => <Toman rial={r.unitPrice} /> },
                { key: 'amount', title: c.amount, render: (_v, r) => <Toman rial={r.amount} /> },
              ]}
              summary={() => (
                <>
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0} colSpan={3}>{t.subtotal}</Table.Summary.Cell>
                    <Table.Summary.Cell index={1}>
                      <Toman rial={inv.subtotal} />
                    </Table.Summary.Cell>
                  </Table.Summary.Row>
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0} colSpan={3}>{t.tax(toPersianDigits(inv.taxPercent))}</Table.Summary.Cell>
                    <Table.Summary.Cell index={1}>
                      <Toman rial={inv.tax} />
                    </Table.Summary.Cell>
                  </Table.Summary.Row>
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0} colSpan={3}>
                      <strong>{t.total}</strong>
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={1}>
                      <strong data-testid="invoice-total">
                        <Toman rial={inv.total} />
                      </strong>
                    </Table.Summary.Cell>
                  </Table.Summary.Row>
                </>
              )}
            />
          </div>
        </Card>
        {inv.state === 'unpaid' ? (
          <Card>
            <Flex vertical gap={12}>
              <div>
                {t.walletBalance}: <Toman rial={balance.data?.balance} />
              </div>
              {shortfall ? (
                <Alert
                  type="error"
                  showIcon
                  role="alert"
                  title={t.shortfallTitle}
                  description={shortfall.message}
                  action={
                    <Button onClick={() => setTopUp(true)} type="primary">
                      {t.topUpShortfall}
                    </Button>
                  }
                />
              ) : null}
              <Flex gap={8} wrap>
                <ConfirmAction label={t.payFromWallet} okText={t.payFromWallet} need={null} description={t.payConfirm(formatToman(inv.total))} onConfirm={payFromWallet} buttonProps={{ type: 'primary' }} />
                <Button loading={byBank.isPending} onClick={() => void payByBank().catch(() => undefined)}>
                  {t.payByBank}
                </Button>
              </Flex>
            </Flex>
          </Card>
        ) : null}
      </Space>
      <TopUpDialog open={topUp} onClose={() => setTopUp(false)} initialToman={shortfall ? Math.max(Math.ceil(shortfall.rial / 10), 10_000) : undefined} />
    </>
  );
}
