import { Card, Descriptions, Table, Typography } from 'antd';
import { api, type BillOrder, type BillOrderItem } from '@portal/contracts';
import { formatDate, formatDateTime, toPersianDigits } from '@portal/locale';
import { Bdi, LoadFailed, PageHeader, useNumericParams } from '@portal/ui';
import { billingMessages } from '../../messages';
import { useBill } from '../../api';
import { CsvButton } from '../CsvButton';
import { Toman, UnitNote } from '../money';
import { lastDay } from './BillListPage';

const t = billingMessages.bill;
const c = t.columns;
const LIST = '/portal/wallet/bill';

const itemColumns = [
  { key: 'fromDate', title: c.from, render: (_v: unknown, i: BillOrderItem) => formatDateTime(i.fromDate) },
  { key: 'toDate', title: c.to, render: (_v: unknown, i: BillOrderItem) => formatDateTime(i.toDate) },
  { key: 'duration', title: c.hours, render: (_v: unknown, i: BillOrderItem) => toPersianDigits(i.duration) },
  { key: 'price', title: c.price, render: (_v: unknown, i: BillOrderItem) => <Toman rial={i.price} /> },
];

/** One charged resource: its charges of the month. */
function Order({ order }: { order: BillOrder }) {
  const title = t.orderTitle(order.product ?? '', order.order ?? '');
  return (
    <Card size="small" title={<Bdi>{title}</Bdi>} extra={<Toman rial={order.orderPrice} />} style={{ marginBottom: 12 }} styles={{ body: { overflowX: 'auto' } }}>
      <Table<BillOrderItem>
        size="small"
        rowKey={(i) => `${i.fromDate}-${i.toDate}`}
        pagination={false}
        dataSource={order.orderItems ?? []}
        columns={itemColumns}
        scroll={{ x: 'max-content' }}
        aria-label={title}
      />
    </Card>
  );
}

/** /portal/wallet/bill/{id}: one month's bill: its total and each charged resource's hours; the month's wallet statement as CSV. */
export default function BillPage() {
  const { id } = useNumericParams('id');
  const bill = useBill(id);
  if (Number.isNaN(id) || bill.error)
    return <LoadFailed invalidId={Number.isNaN(id)} error={bill.error} onRetry={() => bill.refetch()} backTo={LIST} backLabel={t.back} />;
  const b = bill.data;
  if (!b) return <PageHeader title={t.title('')} backTo={LIST} backLabel={t.back} />;
  const orders = b.billOrders ?? [];
  return (
    <>
      <PageHeader
        title={t.title(b.name ?? '')}
        backTo={LIST}
        backLabel={t.back}
        extra={<CsvButton endpoint={api.billing.billListDownload} args={{ params: { id: b.id } }} fileName={`bill-${b.id}.csv`} />}
      />
      <UnitNote />
      <Card size="small" style={{ marginBottom: 12 }}>
        <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
          {b.fromDate && b.toDate ? <Descriptions.Item label={t.period}>{t.periodText(formatDate(b.fromDate), lastDay(b.toDate))}</Descriptions.Item> : null}
          <Descriptions.Item label={t.billDate}>{formatDate(b.billDate)}</Descriptions.Item>
          <Descriptions.Item label={t.netPrice}><Toman rial={b.netPrice} /></Descriptions.Item>
          <Descriptions.Item label={t.vat}><Toman rial={b.vat} /></Descriptions.Item>
          <Descriptions.Item label={t.totalPrice}>
            <span data-testid="bill-total"><Toman rial={b.totalPrice} /></span>
          </Descriptions.Item>
        </Descriptions>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{t.statementHint}</Typography.Paragraph>
      </Card>
      {orders.length ? orders.map((o) => <Order key={`${o.product}:${o.orderId}`} order={o} />) : <Typography.Paragraph>{t.empty}</Typography.Paragraph>}
    </>
  );
}
