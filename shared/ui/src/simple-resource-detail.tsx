/**
 * `SimpleResourceDetail`: the page of one resource that is a header (name, back link, actions,
 * a delete confirmed by typing the name) and a card of its specification. While loading it shows
 * a skeleton; a resource that does not exist (a 404, or an id that is not one) gets a not-found
 * result with a way back, any other failure a retry.
 */
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import { ConfirmAction } from './confirm-action';
import { PageHeader } from './page-header';
import { LoadFailed } from './query-state';
import { notify } from './toast';

export interface DetailItem {
  label: ReactNode;
  value: ReactNode;
  span?: number;
}

export interface SimpleResourceDetailProps<T extends { name: string }> {
  query: { isLoading: boolean; data?: T; error: unknown; refetch: () => unknown };
  /** The route's id is not an id at all: not found without asking. */
  invalidId?: boolean;
  listPath: string;
  labels: { back: string; notFound: ReactNode; specification: ReactNode };
  /** Header buttons before the delete one. */
  actions?: (resource: T) => ReactNode;
  /** Deleting: asked with the name typed, then said in a toast and back to the list. */
  remove?: {
    run: (resource: T) => Promise<unknown>;
    labels: { delete: string; deleteTitle: ReactNode; deleteText: (name: string) => ReactNode; deleted: string; okText?: string };
    disabled?: (resource: T) => boolean;
  };
  items: (resource: T) => DetailItem[];
  /** Panels and dialogs below the specification. */
  children?: (resource: T) => ReactNode;
}

export function SimpleResourceDetail<T extends { name: string }>({
  query,
  invalidId,
  listPath,
  labels,
  actions,
  remove,
  items,
  children,
}: SimpleResourceDetailProps<T>) {
  const navigate = useNavigate();
  if (query.isLoading) return <Skeleton active />;
  const resource = query.data;
  if (!resource) {
    return (
      <LoadFailed
        error={query.error}
        invalidId={invalidId}
        onRetry={() => void query.refetch()}
        backTo={listPath}
        backLabel={labels.back}
        notFoundTitle={labels.notFound}
      />
    );
  }
  const deleteButton = remove && (
    <ConfirmAction
      danger
      label={remove.labels.delete}
      okText={remove.labels.okText}
      title={remove.labels.deleteTitle}
      description={remove.labels.deleteText(resource.name)}
      typedConfirmation={resource.name}
      disabled={remove.disabled?.(resource)}
      onConfirm={async () => {
        await remove.run(resource);
        notify.success(remove.labels.deleted);
        navigate(listPath);
      }}
    />
  );
  return (
    <>
      <PageHeader
        title={resource.name}
        backTo={listPath}
        backLabel={labels.back}
        extra={
          <Space wrap>
            {actions?.(resource)}
            {deleteButton}
          </Space>
        }
      />
      <Card title={labels.specification}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          {items(resource).map((item, i) => (
            <Descriptions.Item key={i} label={item.label} span={item.span}>
              {item.value}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Card>
      {children?.(resource)}
    </>
  );
}
