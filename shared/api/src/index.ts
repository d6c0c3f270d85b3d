// @portal/api: the one HTTP client, error interceptor and query cache of the portal.
// Contracts (endpoints, types, rules) live in the leaf package @portal/contracts.
export { configureApi, createHttpClient, httpClient, API_PREFIX, REQUEST_TIMEOUT_MS, type ApiConfig, type Notifier } from './client';
export { ApiError, isApiError, type ApiErrorKind } from './errors';
export { decide, serverMessage, validationMessages, fieldErrorsOf, type Failure, type Decision } from './catalogue';
export { intercept } from './interceptor';
export { call, download, type CallArgs, type AnyEndpoint } from './call';
export { sendForm, fieldMessagesTarget, type FieldErrorTarget, type FormFieldError } from './form-errors';
export { login, twoFactorLogin, signOut } from './session-actions';
export { groups, queryKey, refreshRules, type Group, type RefreshRule } from './query/groups';
export { pollWhileTransitional, POLL_INTERVAL_MS } from './query/polling';
export {
  queryClient,
  createQueryClient,
  invalidateGroups,
  invalidateAll,
  applyRefreshRule,
  shouldRetryQuery,
  QUERY_STALE_TIME_MS,
} from './query/client';
export {
  useApiQuery,
  useApiMutation,
  useCatalogueQuery,
  endpointQueryKey,
  catalogueQueryKey,
  CATALOGUE_KEY,
  CATALOGUE_STALE_TIME_MS,
  type ApiQueryOptions,
  type ApiMutationOptions,
} from './query/hooks';
