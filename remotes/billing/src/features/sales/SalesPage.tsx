import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Flex, Select, Tag } from 'antd';
import type { Order, OrderState } from '@portal/contracts';
import { formatDateTime } from '@portal/locale';
import { Ltr, PageHeader, ResourceTable, type ResourceColumn } from '@portal/ui';
import { billingMessages, orderStateLabels } from '../../messages';
import { useOrders, useProductOrders } from '../../api';
import { BillingNav } from '../BillingNav';
import { Toman, UnitNote } from '../money';

const t = billingMessages.sales;
const c = t.columns;

// 'blue', not 'processing': the theme's processing tag text is below 4.5:1 on its background (axe).
const STATE_COLORS: Record<OrderState, string> = { pendingPayment: 'warning', processing: 'blue', completed: 'success', cancelled: 'default' };
export const OrderStateTag = ({ state }: { state: OrderState }) => <Tag color={STATE_COLORS[state]}>{orderStateLabels[state]}</Tag>;

const columns: ResourceColumn<Order>[] = [
  { key: 'number', title: c.number, value: (r) => r.number, render: (_v, r) => <Ltr>{r.number}</Ltr> },
  { key: 'title', title: c.title, dataIndex: 'title' },
  { key: 'productName', title: c.product, dataIndex: 'productName' },
  { key: 'state', title: c.state, value: (r) => r.state, render: (_v, r) => <OrderStateTag state={r.state} /> },
  { key: 'amount', title: c.amount, kind: 'number', value: (r) => r.amount / 10, render: (_v, r) => (r.amount ? <Toman rial={r.amount} /> : t.free) },
  {
    key: 'invoice',
    title: c.invoice,
    value: (r) => r.invoiceId ?? '',
    render: (_v, r) => (r.invoiceId ? <Link to={`/portal/wallet/invoice/${r.invoiceId}`}>{t.viewInvoice}</Link> : '—'),
  },
  { key: 'createdAt', title: c.createdAt, kind: 'datetime', value: (r) => r.createdAt, render: (_v, r) => formatDateTime(r.createdAt) },
  { key: 'updatedAt', title: c.updatedAt, kind: 'datetime', value: (r) => r.updatedAt, render: (_v, r) => formatDateTime(r.updatedAt) },
];

/** /portal/sales: the customer's orders and their states; `?product=` narrows to one product (its own list call). */
export default function SalesPage() {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('product');
  const productId = raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
  const all = useOrders();
  const ofProduct = useProductOrders(productId);
  const products = useMemo(() => {
    const seen = new Map<number, string>();
    for (const o of all.data ?? []) if (!seen.has(o.productId)) seen.set(o.productId, o.productName);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [all.data]);
  const shown = productId == null ? all : ofProduct;
  const choose = (value: number | 'all') => {
    const next = new URLSearchParams(search);
    if (value === 'all') next.delete('product');
    else next.set('product', String(value));
    setSearch(next, { replace: true });
  };
  return (
    <>
      <PageHeader title={t.title} />
      <BillingNav />
      <UnitNote />
      <ResourceTable<Order>
        caption={t.caption}
        rows={shown.data}
        loading={shown.isLoading}
        error={shown.error}
        onRetry={() => shown.refetch()}
        columns={columns}
        rowKey="id"
        emptyText={productId == null ? t.empty : t.emptyProduct}
        exportFileName="orders.csv"
        toolbar={
          <Flex align="center" gap={8} wrap>
            <label htmlFor="sales-product">{t.product}</label>
            <Select<number | 'all'>
              id="sales-product"
              style={{ minWidth: 200 }}
              value={productId ?? 'all'}
              onChange={choose}
              options={[{ value: 'all' as const, label: t.allProducts }, ...products]}
            />
          </Flex>
        }
      />
    </>
  );
}
