import type { ReactNode } from 'react';
import Skeleton from 'antd/es/skeleton';
import { LoadFailed } from './LoadFailed';

interface Query<T> {
  isLoading: boolean;
  data?: T;
  refetch: () => unknown;
}

/** A skeleton while `query` loads, a retry if it failed, else `children` with its data. */
export function Loaded<T>({ query, children }: { query: Query<T>; children: (data: T) => ReactNode }) {
  if (query.isLoading) return <Skeleton active />;
  if (!query.data) return <LoadFailed onRetry={() => void query.refetch()} />;
  return children(query.data);
}
