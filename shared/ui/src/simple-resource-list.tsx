/**
 * `SimpleResourceList`: the list page of a product area: a title with a create button (also
 * offered in the empty state) over a searchable, exportable `ResourceTable` whose rows open
 * the resource (or not, for things without a page of their own).
 */
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from 'antd/es/button';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { PageHeader } from './page-header';
import { Permitted } from './permission';
import { ResourceTable, type ResourceColumn } from './resource-table';

export interface SimpleResourceListProps<T extends { id: number }> {
  /** The table's stable id (`ResourceTable`'s `tableId`), e.g. `vpc.list`. */
  tableId: string;
  query: { data?: T[]; isLoading: boolean; isError: boolean; refetch: () => unknown };
  columns: ResourceColumn<T>[];
  searchKeys: (keyof T & string)[];
  labels: { title: string; subtitle?: ReactNode; create: string; search: string; exportName: string; empty: string };
  /** Where the create button leads, relative to the list (default `add`)… */
  createPath?: string;
  /** …or what it does instead (e.g. open a dialog). */
  onCreate?: () => void;
  /** Where a row leads, relative to the list (default its id); `null`: rows lead nowhere. */
  rowPath?: ((row: T) => string) | null;
}

export function SimpleResourceList<T extends { id: number }>({
  tableId,
  query,
  columns,
  searchKeys,
  labels,
  createPath = 'add',
  onCreate,
  rowPath = (row) => String(row.id),
}: SimpleResourceListProps<T>) {
  const navigate = useNavigate();
  const create = (
    <Permitted>
      {(disabled) => (
        <Button type="primary" icon={<PlusOutlined />} disabled={disabled} onClick={onCreate ?? (() => navigate(createPath))}>
          {labels.create}
        </Button>
      )}
    </Permitted>
  );
  return (
    <>
      <PageHeader title={labels.title} subtitle={labels.subtitle} extra={create} />
      <ResourceTable<T>
        tableId={tableId}
        rowKey="id"
        rows={query.data ?? []}
        columns={columns}
        loading={query.isLoading}
        error={query.isError}
        onRetry={() => void query.refetch()}
        searchKeys={searchKeys}
        searchPlaceholder={labels.search}
        exportFileName={labels.exportName}
        caption={labels.title}
        emptyText={labels.empty}
        emptyAction={create}
        rowHref={rowPath ?? undefined}
      />
    </>
  );
}
