import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Flex, Select } from 'antd';
import type { Order, OrderShort } from '@portal/contracts';
import { Bdi, Ltr, PageHeader, ResourceTable, type ResourceColumn } from '@portal/ui';
import { EMPTY_VALUE } from '@portal/locale';
import { salesMessages } from './messages';
import { useOrders, useProductOrders, useProducts } from './api';
import { BillingNav } from '../BillingNav';

const t = salesMessages.sales;
const c = t.columns;

const dash = (v: string | null) => (v ? <Bdi>{v}</Bdi> : EMPTY_VALUE);
const columns: ResourceColumn<OrderShort>[] = [
  { key: 'order', title: c.number, value: (r) => r.order ?? '', render: (_v, r) => (r.order ? <Ltr>{r.order}</Ltr> : EMPTY_VALUE) },
  { key: 'name', title: c.title, value: (r) => r.name ?? '', render: (_v, r) => dash(r.name) },
  { key: 'product', title: c.product, value: (r) => r.product ?? '', render: (_v, r) => dash(r.product) },
  { key: 'createDate', title: c.createdAt, dataIndex: 'createDate', kind: 'datetime' },
];
/** One product's list carries each order's state (the provider's display string). */
const productColumns: ResourceColumn<Order>[] = [
  ...(columns.slice(0, 3) as ResourceColumn<Order>[]),
  { key: 'status', title: c.state, value: (r) => r.status ?? '', render: (_v, r) => dash(r.status) },
  columns[3] as ResourceColumn<Order>,
];

/** /portal/sales: the customer's orders; `?product=` narrows to one product (its own list call, which says each order's state). */
export default function SalesPage() {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('product');
  const productId = raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
  const all = useOrders();
  const ofProduct = useProductOrders(productId);
  const catalogue = useProducts();
  // The products the customer ordered, by the catalogue's ids (the short list names products only).
  const products = useMemo(() => {
    const ordered = new Set((all.data ?? []).map((o) => o.product));
    return (catalogue.data ?? []).filter((p) => ordered.has(p.name) || p.id === productId).map((p) => ({ value: p.id, label: p.name ?? String(p.id) }));
  }, [all.data, catalogue.data, productId]);
  const choose = (value: number | 'all') => {
    const next = new URLSearchParams(search);
    if (value === 'all') next.delete('product');
    else next.set('product', String(value));
    setSearch(next, { replace: true });
  };
  const toolbar = (
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
  );
  return (
    <>
      <PageHeader title={t.title} />
      <BillingNav />
      {productId == null ? (
        <ResourceTable<OrderShort>
          tableId="billing.sales.orders"
          caption={t.caption}
          rows={all.data}
          loading={all.isLoading}
          error={all.error}
          onRetry={() => all.refetch()}
          columns={columns}
          rowKey="id"
          emptyText={t.empty}
          exportFileName="orders.csv"
          toolbar={toolbar}
        />
      ) : (
        <ResourceTable<Order>
          tableId="billing.sales.order-items"
          caption={t.caption}
          rows={ofProduct.data}
          loading={ofProduct.isLoading}
          error={ofProduct.error}
          onRetry={() => ofProduct.refetch()}
          columns={productColumns}
          rowKey="id"
          emptyText={t.emptyProduct}
          exportFileName="orders.csv"
          toolbar={toolbar}
        />
      )}
    </>
  );
}
