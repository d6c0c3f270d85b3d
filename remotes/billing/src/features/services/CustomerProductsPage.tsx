import { Card, Result, Typography } from 'antd';
import { useAddition } from '@portal/api';
import { api, type CustomerProduct } from '@portal/contracts';
import { toPersianDigits } from '@portal/locale';
import { Bdi, isNotFound, PageHeader, ResourceTable, StatusTag, type ResourceColumn } from '@portal/ui';
import { serviceMessages } from './messages';
import { useCustomerProducts } from './api';
import { Toman, UnitNote } from '../money';

const t = serviceMessages.services;
const c = t.columns;

const columns: ResourceColumn<CustomerProduct>[] = [
  {
    key: 'name',
    title: c.name,
    value: (r) => r.name,
    render: (_v, r) => <Bdi>{r.name}</Bdi>,
    sorter: true,
  },
  { key: 'typeName', title: c.type, dataIndex: 'typeName', sorter: true },
  { key: 'projectName', title: c.project, dataIndex: 'projectName', sorter: true },
  { key: 'statusId', essential: true, title: c.status, value: (r) => r.status, render: (_v, r) => <StatusTag status={r.status} statusId={r.statusId} /> },
  // The table shows Toman; the CSV carries the same column in Toman as a plain number.
  {
    key: 'monthlyCost',
    essential: true,
    title: c.monthlyCost,
    kind: 'number',
    value: (r) => r.monthlyCost / 10,
    render: (_v, r) => <Toman rial={r.monthlyCost} />,
    sorter: true,
  },
];

/**
 * /portal/customer-products (my services): every resource of the customer across its projects, its
 * monthly cost and the total. The list is ours (the provider has no call that lists a customer's
 * resources with their price): an upstream without it answers 404 or 405, and the page then says
 * the list is not offered here, with no error.
 */
export default function CustomerProductsPage() {
  const { offered } = useAddition(api.billing.customerProductList);
  const products = useCustomerProducts();
  const items = products.data?.items;
  if (!offered || isNotFound(products.error))
    return (
      <>
        <PageHeader title={t.title} />
        <Result status="info" title={t.notOffered} subTitle={t.notOfferedHint} />
      </>
    );
  return (
    <>
      <PageHeader title={t.title} />
      <UnitNote />
      {products.data ? (
        <Card size="small" style={{ marginBottom: 12 }}>
          <Typography.Text type="secondary">{t.total(toPersianDigits(products.data.items.length))}</Typography.Text>
          <div data-testid="services-total" style={{ fontSize: 22, fontWeight: 600 }}>
            <Toman rial={products.data.monthlyTotal} />
          </div>
        </Card>
      ) : null}
      <ResourceTable<CustomerProduct>
        tableId="billing.services"
        caption={t.caption}
        rows={items}
        loading={products.isLoading}
        error={products.error}
        onRetry={() => products.refetch()}
        columns={columns}
        rowKey={(r) => `${r.kind}:${r.id}`}
        emptyText={t.empty}
        searchKeys={['name', 'typeName', 'projectName']}
        searchPlaceholder={t.search}
        exportFileName="my-services.csv"
        rowHref={(r) => r.path}
      />
    </>
  );
}
