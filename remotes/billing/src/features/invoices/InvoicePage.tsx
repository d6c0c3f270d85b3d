import { useState } from 'react';
// eslint-disable-next-line portal/resource-table -- the invoice ends in summary rows (subtotal, discount, tax, total), which ResourceTable has no place for
import { Alert, Button, Card, Descriptions, Flex, Space, Table } from 'antd';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import { download, isApiError, useAddition } from '@portal/api';
import { api, type InsufficientBalance, type InvoiceItem } from '@portal/contracts';
import { EMPTY_VALUE, formatDate, formatToman, toPersianDigits } from '@portal/locale';
import { Bdi, ConfirmAction, LoadFailed, Ltr, PageHeader, saveBlob, useNumericParams } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { billingMessages } from '../../messages';
import { invoiceMessages } from './messages';
import { useBalance } from '../wallet/api';
import { useInvoice, usePayInvoice } from './api';
import { Toman, UnitNote } from '../money';
import { TopUpDialog } from '../payments/TopUpDialog';
import { InvoiceStateTag, isUnpaid } from './InvoiceStateTag';

const t = billingMessages.invoice;
const c = t.columns;
const LIST = '/portal/wallet/invoice';

/** The shortfall a refused wallet payment carries (422 with `shortfall`), if that is what it was. */
function shortfallOf(error: unknown): number | null {
  const body = isApiError(error) ? (error.body as Partial<InsufficientBalance> | undefined) : undefined;
  return typeof body?.shortfall === 'number' ? body.shortfall : null;
}

/** Toman for the top-up form: whole, and at least the gateway's minimum. */
const topUpToman = (rial: number) => Math.max(Math.ceil(rial / 10), 10_000);
const dash = (v: string | null | undefined) => (v ? <Bdi>{v}</Bdi> : EMPTY_VALUE);

/**
 * /portal/wallet/invoice/{id}: seller and customer, items, the provider's lines (items' sum, discount,
 * the sum after it, tax) and what is paid;
 * pay from the wallet (invoice/pay), or through the bank: the bank tops the wallet up by what it
 * lacks (payment/create names no invoice) and the wallet then pays.
 */
export default function InvoicePage() {
  const { id } = useNumericParams('id');
  const invoice = useInvoice(id);
  // The PDF is ours (the gateway renders it from invoice/get): not offered where nothing serves it.
  const pdf = useAddition(api.billing.invoiceDownload);
  const balance = useBalance();
  const pay = usePayInvoice();
  const [shortfall, setShortfall] = useState<{ rial: number; message: string } | null>(null);
  const [topUp, setTopUp] = useState(false);
  const [saving, setSaving] = useState(false);

  if (Number.isNaN(id) || invoice.error)
    return <LoadFailed invalidId={Number.isNaN(id)} error={invoice.error} onRetry={() => invoice.refetch()} backTo={LIST} backLabel={t.back} />;
  const inv = invoice.data;
  if (!inv) return <PageHeader title={t.title('')} backTo={LIST} backLabel={t.back} />;

  const payFromWallet = async () => {
    try {
      await pay.mutateAsync({ body: { id: inv.id } });
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
      saveBlob(await download(api.billing.invoiceDownload, { params: { id: inv.id } }), `invoice-${inv.id}.pdf`);
    } catch (error) {
      // 404/405: nothing here renders PDFs; the button steps aside, quietly.
      if (!(isApiError(error) && (error.status === 404 || error.status === 405))) notify.error(billingMessages.wallet.downloadFailed);
    } finally {
      setSaving(false);
    }
  };
  const owed = Math.max(inv.invoicePrice - (balance.data ?? 0), 0);
  const unpaid = isUnpaid(inv.invoiceStatusId);

  return (
    <>
      <PageHeader
        title={t.title(toPersianDigits(inv.id))}
        backTo={LIST}
        backLabel={t.back}
        extra={
          <Flex gap={8} align="center" wrap>
            <InvoiceStateTag statusId={inv.invoiceStatusId} status={inv.invoiceStatus} />
            {pdf.offered ? (
              <Button icon={<FilePdfOutlined />} loading={saving} onClick={() => void savePdf()}>
                {t.downloadPdf}
              </Button>
            ) : null}
          </Flex>
        }
      />
      <UnitNote />
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card>
          <Descriptions column={{ xs: 1, md: 2 }} size="small">
            <Descriptions.Item label={invoiceMessages.invoices.columns.number}>
              <Ltr>{toPersianDigits(inv.id)}</Ltr>
            </Descriptions.Item>
            <Descriptions.Item label={t.issuedAt}>{formatDate(inv.invoiceDate)}</Descriptions.Item>
            <Descriptions.Item label={t.period}>{t.periodText(formatDate(inv.fromDate), formatDate(inv.toDate))}</Descriptions.Item>
            <Descriptions.Item label={t.seller}>{dash(inv.sellerName)}</Descriptions.Item>
            <Descriptions.Item label={t.sellerContact}>
              {dash(inv.sellerAddress)} {inv.sellerPhone ? <Ltr>{inv.sellerPhone}</Ltr> : null}
            </Descriptions.Item>
            <Descriptions.Item label={t.customer}>{dash(inv.customerName)}</Descriptions.Item>
            <Descriptions.Item label={t.customerContact}>
              {dash(inv.customerAddress)} {inv.customerPhone ? <Ltr>{inv.customerPhone}</Ltr> : null}
            </Descriptions.Item>
          </Descriptions>
        </Card>
        <Card title={t.items}>
          <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
            <Table<InvoiceItem>
              rowKey={(_r, i) => String(i)}
              pagination={false}
              size="small"
              dataSource={inv.invoiceItems ?? []}
              columns={[
                { key: 'product', title: c.description, render: (_v, r) => dash(r.product) },
                { key: 'quantity', title: c.quantity, render: (_v, r) => toPersianDigits(r.quantity) },
                { key: 'unitPrice', title: c.unitPrice, render: (_v, r) => <Toman rial={r.unitPrice} /> },
                { key: 'price', title: c.amount, render: (_v, r) => <Toman rial={r.price} /> },
              ]}
              summary={() => (
                <>
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0} colSpan={3}>
                      {t.subtotal}
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={1}>
                      <Toman rial={inv.netPrice} />
                    </Table.Summary.Cell>
                  </Table.Summary.Row>
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0} colSpan={3}>
                      {t.discount}
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={1}>
                      <span data-testid="invoice-discount">
                        <Toman rial={inv.discount} />
                      </span>
                    </Table.Summary.Cell>
                  </Table.Summary.Row>
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0} colSpan={3}>
                      {t.totalPrice}
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={1}>
                      <span data-testid="invoice-total-price">
                        <Toman rial={inv.totalPrice} />
                      </span>
                    </Table.Summary.Cell>
                  </Table.Summary.Row>
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0} colSpan={3}>
                      {t.tax}
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={1}>
                      <Toman rial={inv.vat} />
                    </Table.Summary.Cell>
                  </Table.Summary.Row>
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0} colSpan={3}>
                      <strong>{t.total}</strong>
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={1}>
                      <strong data-testid="invoice-total">
                        <Toman rial={inv.invoicePrice} />
                      </strong>
                    </Table.Summary.Cell>
                  </Table.Summary.Row>
                </>
              )}
            />
          </div>
        </Card>
        {unpaid ? (
          <Card>
            <Flex vertical gap={12}>
              <div>
                {t.walletBalance}: <Toman rial={balance.data} />
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
                <ConfirmAction
                  label={t.payFromWallet}
                  okText={t.payFromWallet}
                  need={null}
                  description={t.payConfirm(formatToman(inv.invoicePrice))}
                  onConfirm={payFromWallet}
                  buttonProps={{ type: 'primary' }}
                />
                <Button onClick={() => setTopUp(true)}>{t.payByBank}</Button>
              </Flex>
              {owed ? <div>{t.bankHint(formatToman(owed))}</div> : null}
            </Flex>
          </Card>
        ) : null}
      </Space>
      <TopUpDialog open={topUp} onClose={() => setTopUp(false)} initialToman={topUpToman(shortfall?.rial ?? (owed || inv.invoicePrice))} />
    </>
  );
}
