import { useMutation, useQuery, type UseMutationOptions, type UseMutationResult, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ResponseOf } from '@portal/contracts';
import { call, type AnyEndpoint, type CallArgs } from '../call';
import { isApiError, type ApiError } from '../errors';
import { announce } from '../interceptor';
import { newIdempotencyKey } from '../idempotency-key';
import { invalidateGroups, queryClient } from './client';
import { queryKey, type Group } from './groups';

type KeyArgs<E extends AnyEndpoint> = Omit<CallArgs<E>, 'signal' | 'body'>;

export type ApiQueryOptions<E extends AnyEndpoint, TData = ResponseOf<E>> = Omit<UseQueryOptions<ResponseOf<E>, ApiError, TData>, 'queryKey' | 'queryFn'>;

/** The part of a key that follows its head: the endpoint's path, then its params and query. */
function endpointKeyTail<E extends AnyEndpoint>(endpoint: E, args?: KeyArgs<E>) {
  const { params, query } = (args ?? {}) as { params?: unknown; query?: unknown };
  return [endpoint.path, params ?? {}, query ?? {}] as const;
}

export function endpointQueryKey<E extends AnyEndpoint>(group: Group, endpoint: E, args?: KeyArgs<E>) {
  return queryKey(group, ...endpointKeyTail(endpoint, args));
}

/** The fetch behind a query's key; `quiet` leaves a refusal to whoever asks next (no toast). */
function endpointFetch<E extends AnyEndpoint>(endpoint: E, args: KeyArgs<E> | undefined, quiet = false) {
  return ({ signal }: { signal: AbortSignal }) =>
    (call as (e: E, a: CallArgs<E>) => Promise<ResponseOf<E>>)(endpoint, { ...(args as CallArgs<E>), signal, ...(quiet ? { showsRefusal: true } : {}) });
}

function useEndpointQuery<E extends AnyEndpoint, TData>(
  queryKey: readonly unknown[],
  endpoint: E,
  args: KeyArgs<E> | undefined,
  options: ApiQueryOptions<E, TData> | undefined,
): UseQueryResult<TData, ApiError> {
  return useQuery<ResponseOf<E>, ApiError, TData>({ queryKey, queryFn: endpointFetch(endpoint, args), ...options });
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
  return useEndpointQuery(endpointQueryKey(group, endpoint, args), endpoint, args, options);
}

/**
 * Fetches into the cache what `useApiQuery(group, endpoint, args)` asks for, before the page that
 * asks has loaded (an area's route `data`, started on the way to it): the page then renders with
 * the answer in its first frame. Nothing is fetched while the cached answer is fresh. A failure is
 * quiet while no page shows the query (the page's own query, finding no data, asks again and
 * reports it as usual); a page already waiting for this fetch is told as if it had asked.
 */
export function prefetchApiQuery<E extends AnyEndpoint>(group: Group, endpoint: E, args?: KeyArgs<E>): Promise<void> {
  const key = endpointQueryKey(group, endpoint, args);
  const quiet = endpointFetch(endpoint, args, true);
  return queryClient.prefetchQuery({
    queryKey: key,
    queryFn: async (context) => {
      try {
        return await quiet(context);
      } catch (error) {
        // The page rendered while this was on its way and shares this fetch (it does not ask
        // again): the refusal is its own, reported as the catalogue says.
        const waiting = queryClient.getQueryCache().find({ queryKey: key, exact: true })?.getObserversCount() ?? 0;
        if (waiting > 0 && isApiError(error)) announce(error);
        throw error;
      }
    },
  });
}

/**
 * Reads what a click needs once (the record an edit dialog opens with) through the cache, under
 * its group: a fresh answer is reused, and a mutation refreshing the group makes the next read ask
 * the API again. The answer, or the call's error (toasted as usual).
 */
export function fetchApiQuery<E extends AnyEndpoint>(group: Group, endpoint: E, args?: KeyArgs<E>): Promise<ResponseOf<E>> {
  return queryClient.fetchQuery({ queryKey: endpointQueryKey(group, endpoint, args), queryFn: endpointFetch(endpoint, args) });
}

/** First element of every catalogue key; deliberately not one of the resource groups. */
export const CATALOGUE_KEY = 'Catalogue';
/** The provider's offer changes with its price list, not with what the user does. */
export const CATALOGUE_STALE_TIME_MS = 30 * 60_000;

export function catalogueQueryKey<E extends AnyEndpoint>(endpoint: E, args?: KeyArgs<E>) {
  return [CATALOGUE_KEY, ...endpointKeyTail(endpoint, args)] as const;
}

/**
 * Reference data the forms choose from (data centers, bundles, images, product items, ISOs,
 * equipment…): `useCatalogueQuery(api.infra.datacenterList)`. Its key is outside every resource
 * group, so creating a disk or rebooting a server does not fetch the data-center list again; it is
 * kept fresh for half an hour and refreshed by a login like everything else.
 */
export function useCatalogueQuery<E extends AnyEndpoint, TData = ResponseOf<E>>(
  endpoint: E,
  args?: KeyArgs<E>,
  options?: ApiQueryOptions<E, TData>,
): UseQueryResult<TData, ApiError> {
  return useEndpointQuery(catalogueQueryKey(endpoint, args), endpoint, args, { staleTime: CATALOGUE_STALE_TIME_MS, ...options });
}

/**
 * A query declared once, for the pages that ask it and for whatever fetches it ahead of them (the
 * first queries of @portal/areas, `firstQuery`): its cache group and its endpoint. The group
 * `Catalogue` is reference data's (`useCatalogueQuery`).
 */
export interface QueryDeclaration<E extends AnyEndpoint = AnyEndpoint> {
  readonly group: Group | typeof CATALOGUE_KEY;
  readonly endpoint: E;
}

/** A declared query made concrete for one page (`pageQueriesAt` of @portal/areas): with the path params the page gives it. */
export interface DeclaredQuery extends QueryDeclaration {
  readonly params: Readonly<Record<string, string | number>>;
}

/**
 * `useDeclaredQuery(firstQuery.vmHosts, { params: { projectId } }, options)`: the page's hook over
 * a declared query, under the key its prefetch (`prefetchDeclared`) fills, `useApiQuery`'s own (or
 * `useCatalogueQuery`'s, with its freshness, for the `Catalogue` group).
 */
export function useDeclaredQuery<E extends AnyEndpoint, TData = ResponseOf<E>>(
  declared: QueryDeclaration<E>,
  args?: KeyArgs<E>,
  options?: ApiQueryOptions<E, TData>,
): UseQueryResult<TData, ApiError> {
  const { group, endpoint } = declared;
  const catalogue = group === CATALOGUE_KEY;
  return useEndpointQuery(
    catalogue ? catalogueQueryKey(endpoint, args) : endpointQueryKey(group, endpoint, args),
    endpoint,
    args,
    catalogue ? { staleTime: CATALOGUE_STALE_TIME_MS, ...options } : options,
  );
}

/**
 * Starts a page's declared first queries under the keys its hooks read, quietly (`prefetchApiQuery`):
 * the one way the host's early start and a route's `data` (declaredData) fetch them ahead.
 */
export function prefetchDeclared(queries: readonly DeclaredQuery[]): Promise<void> {
  // A `Catalogue` key is `[CATALOGUE_KEY, ...the same tail]`: the group's place holds it.
  return Promise.all(queries.map(({ group, endpoint, params }) => prefetchApiQuery(group as Group, endpoint, { params } as never))).then(() => undefined);
}

export type ApiMutationOptions<E extends AnyEndpoint, TContext = unknown> = Omit<
  UseMutationOptions<ResponseOf<E>, ApiError, CallArgs<E>, TContext>,
  'mutationFn'
> & {
  /** Groups refreshed after success, before `onSuccess` runs: a named rule, `refreshRules.vmChanged`. */
  invalidates?: readonly Group[];
};

/**
 * `useApiMutation(api.storage.hostCreate, { invalidates: refreshRules.storageChanged })`, then
 * `mutate({ params: { projectId }, body })`. Errors were already toasted by the interceptor;
 * `error.fieldErrors` lets the form mark fields while keeping the input.
 */
export function useApiMutation<E extends AnyEndpoint, TContext = unknown>(
  endpoint: E,
  options: ApiMutationOptions<E, TContext> = {},
): UseMutationResult<ResponseOf<E>, ApiError, CallArgs<E>, TContext> {
  const { invalidates, onSuccess, ...rest } = options;
  // One key per submit: sent again while the same request is retried after a failure (the
  // server may have done it and the answer was lost), a new one once it succeeded or changed.
  const submit = useRef<{ request: string; key: string } | null>(null);
  return useMutation<ResponseOf<E>, ApiError, CallArgs<E>, TContext>({
    mutationFn: async (args) => {
      const request = args.body instanceof FormData ? null : JSON.stringify([args.params, args.body, args.query]);
      if (!request || submit.current?.request !== request) submit.current = request ? { request, key: newIdempotencyKey() } : null;
      const idempotencyKey = submit.current?.key;
      const answer = await (call as (e: E, a: CallArgs<E>) => Promise<ResponseOf<E>>)(endpoint, { ...args, idempotencyKey });
      submit.current = null;
      return answer;
    },
    onSuccess: async (...successArgs) => {
      if (invalidates?.length) await invalidateGroups(...invalidates);
      return onSuccess?.(...successArgs);
    },
    ...rest,
  });
}
