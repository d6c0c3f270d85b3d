import {
  useMutation,
  useQuery,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { ResponseOf } from '@portal/contracts';
import { call, type AnyEndpoint, type CallArgs } from '../call';
import type { ApiError } from '../errors';
import { invalidateGroups } from './client';
import { queryKey, type Group } from './groups';

type KeyArgs<E extends AnyEndpoint> = Omit<CallArgs<E>, 'signal' | 'body'>;

export type ApiQueryOptions<E extends AnyEndpoint, TData = ResponseOf<E>> = Omit<
  UseQueryOptions<ResponseOf<E>, ApiError, TData>,
  'queryKey' | 'queryFn'
>;

/** The key a `useApiQuery` uses: group, endpoint path, then params and query when given. */
export function endpointQueryKey<E extends AnyEndpoint>(group: Group, endpoint: E, args?: KeyArgs<E>) {
  const { params, query } = (args ?? {}) as { params?: unknown; query?: unknown };
  return queryKey(group, endpoint.path, params ?? {}, query ?? {});
}

/**
 * `useApiQuery('Storage', api.storage.hostList, { params: { projectId } })`.
 * The key starts with the group so the refresh rules reach it; the request is cancelled when the
 * query is (unmount), and a cancellation is never toasted.
 */
export function useApiQuery<E extends AnyEndpoint, TData = ResponseOf<E>>(
  group: Group,
  endpoint: E,
  args?: KeyArgs<E>,
  options?: ApiQueryOptions<E, TData>,
): UseQueryResult<TData, ApiError> {
  return useQuery<ResponseOf<E>, ApiError, TData>({
    queryKey: endpointQueryKey(group, endpoint, args),
    queryFn: ({ signal }) => (call as (e: E, a: CallArgs<E>) => Promise<ResponseOf<E>>)(endpoint, { ...(args as CallArgs<E>), signal }),
    ...options,
  });
}

export type ApiMutationOptions<E extends AnyEndpoint, TContext = unknown> = Omit<
  UseMutationOptions<ResponseOf<E>, ApiError, CallArgs<E>, TContext>,
  'mutationFn'
> & {
  /** Groups refreshed after success, before `onSuccess` runs (e.g. `refreshRules.vmChanged`). */
  invalidates?: readonly Group[];
};

/**
 * `useApiMutation(api.storage.hostCreate, { invalidates: ['Storage'] })`, then
 * `mutate({ params: { projectId }, body })`. Errors were already toasted by the interceptor;
 * `error.fieldErrors` lets the form mark fields while keeping the input.
 */
export function useApiMutation<E extends AnyEndpoint, TContext = unknown>(
  endpoint: E,
  options: ApiMutationOptions<E, TContext> = {},
): UseMutationResult<ResponseOf<E>, ApiError, CallArgs<E>, TContext> {
  const { invalidates, onSuccess, ...rest } = options;
  return useMutation<ResponseOf<E>, ApiError, CallArgs<E>, TContext>({
    mutationFn: (args) => (call as (e: E, a: CallArgs<E>) => Promise<ResponseOf<E>>)(endpoint, args),
    onSuccess: async (...successArgs) => {
      if (invalidates?.length) await invalidateGroups(...invalidates);
      return onSuccess?.(...successArgs);
    },
    ...rest,
  });
}
