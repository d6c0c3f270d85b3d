import { Card, Descriptions, Typography } from 'antd';
import type { BillDetail, BillOrder, BillOrderItem } from '@portal/contracts';
import { formatDate } from '@portal/locale';
import { Bdi, exportValue, LoadFailed, PageHeader, ResourceTable, useNumericParams, type CsvColumn, type ResourceColumn } from '@portal/ui';
import { billMessages } from './messages';
import { useBill } from './api';
import { CsvButton } from '../CsvButton';
import { Toman, tomanOf, UnitNote } from '../money';
import { lastDay } from './BillListPage';

const t = billMessages.bill;
const c = t.columns;
const LIST = '/portal/wallet/bill';

const itemColumns: ResourceColumn<BillOrderItem>[] = [
  { key: 'fromDate', title: c.from, kind: 'datetime' },
  { key: 'toDate', title: c.to, kind: 'datetime' },
  { key: 'duration', title: c.hours, kind: 'number' },
  { key: 'price', title: c.price, kind: 'number', value: (i) => tomanOf(i.price), render: (_v, i) => <Toman rial={i.price} /> },
];

/** A line of the bill's CSV: one charge of a resource (or the resource alone when the provider lists no charges). */
interface ChargeLine {
  order: BillOrder;
  item: BillOrderItem | null;
}
const text = (v: unknown) => exportValue('text', v);
const chargeColumns: CsvColumn<ChargeLine>[] = [
  { title: t.csv.product, value: (l) => text(l.order.product) },
  { title: t.csv.order, value: (l) => text(l.order.order) },
  { title: t.csv.item, value: (l) => text(l.item?.orderItem) },
  { title: c.from, value: (l) => exportValue('datetime', l.item ? l.item.fromDate : l.order.fromDate) },
  { title: c.to, value: (l) => exportValue('datetime', l.item ? l.item.toDate : l.order.toDate) },
  { title: t.csv.quantity, numeric: true, value: (l) => exportValue('number', l.item?.quantity) },
  { title: c.hours, numeric: true, value: (l) => exportValue('number', l.item?.duration) },
  { title: c.price, numeric: true, value: (l) => exportValue('number', tomanOf(l.item ? l.item.price : l.order.orderPrice)) },
];
export const chargeLines = (bill: BillDetail): ChargeLine[] =>
  (bill.billOrders ?? []).flatMap((order): ChargeLine[] =>
    order.orderItems?.length ? order.orderItems.map((item) => ({ order, item })) : [{ order, item: null }],
  );

/** One charged resource: its charges of the month. */
function Order({ order }: { order: BillOrder }) {
  const title = t.orderTitle(order.product ?? '', order.order ?? '');
  return (
    <Card
      size="small"
      title={<Bdi>{title}</Bdi>}
      extra={<Toman rial={order.orderPrice} />}
      style={{ marginBottom: 12 }}
      styles={{ body: { overflowX: 'auto' } }}
    >
      {/* one tableId for every resource's charges: a column the user hides stays hidden in each of them */}
      <ResourceTable<BillOrderItem>
        tableId="billing.bill-charges"
        caption={title}
        size="small"
        rowKey={(i) => `${i.fromDate}-${i.toDate}`}
        pagination={false}
        rows={order.orderItems}
        columns={itemColumns}
      />
    </Card>
  );
}

/** /portal/wallet/bill/{id}: one month's bill: its total and each charged resource's hours; its charges as CSV (from the bill the page has). */
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
        extra={<CsvButton rows={chargeLines(b)} columns={chargeColumns} fileName={`bill-${b.id}.csv`} />}
      />
      <UnitNote />
      <Card size="small" style={{ marginBottom: 12 }}>
        <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
          {b.fromDate && b.toDate ? <Descriptions.Item label={t.period}>{t.periodText(formatDate(b.fromDate), lastDay(b.toDate))}</Descriptions.Item> : null}
          <Descriptions.Item label={t.billDate}>{formatDate(b.billDate)}</Descriptions.Item>
          <Descriptions.Item label={t.netPrice}>
            <Toman rial={b.netPrice} />
          </Descriptions.Item>
          <Descriptions.Item label={t.vat}>
            <Toman rial={b.vat} />
          </Descriptions.Item>
          <Descriptions.Item label={t.totalPrice}>
            <span data-testid="bill-total">
              <Toman rial={b.totalPrice} />
            </span>
          </Descriptions.Item>
        </Descriptions>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t.statementHint}
        </Typography.Paragraph>
      </Card>
      {orders.length ? orders.map((o) => <Order key={`${o.product}:${o.orderId}`} order={o} />) : <Typography.Paragraph>{t.empty}</Typography.Paragraph>}
    </>
  );
}
