// @portal/api: the one HTTP client, error interceptor and query cache of the portal.
// Contracts (endpoints, types, rules) live in the leaf package @portal/contracts. What is not
// exported here (the ky instance, the interceptor, the error catalogue, raw group invalidation,
// query keys) is how this package does its one job, not a second way for callers to do it.
export { configureApi, type ApiConfig, type Notifier } from './client';
export { ApiError, isApiError, type ApiErrorKind } from './errors';
export { call, download, type CallArgs, type AnyEndpoint } from './call';
export { sendForm, fieldMessagesTarget, type FieldErrorTarget, type FormFieldError } from './form-errors';
export { login, twoFactorLogin, signOut } from './session-actions';
export { groups, refreshRules, type Group, type RefreshRule } from './query/groups';
export { pollWhileSnapshotTransitional, pollWhileTransitional } from './query/polling';
export { queryClient, applyRefreshRule } from './query/client';
export {
  useApiQuery,
  prefetchApiQuery,
  prefetchDeclared,
  fetchApiQuery,
  useApiMutation,
  useCatalogueQuery,
  useDeclaredQuery,
  type ApiQueryOptions,
  type ApiMutationOptions,
  type DeclaredQuery,
  type QueryDeclaration,
} from './query/hooks';
export { useAddition, isOffered, absentAdditions } from './additions';
