import { api } from '@portal/contracts';
import { useApiMutation, useApiQuery } from '@portal/api';
import { routeInvalidates } from '../zone/api';
import type { ZoneIds } from '../zones/api';

export const useGatewayRoutes = (p: ZoneIds) => useApiQuery('CdnRoute', api.dnsLoadBalance.apiGatewayList, { params: p });
export const useCreateGatewayRoute = () => useApiMutation(api.dnsLoadBalance.apiGatewayCreate, { invalidates: routeInvalidates });
export const useEditGatewayRoute = () => useApiMutation(api.dnsLoadBalance.apiGatewayEdit, { invalidates: routeInvalidates });
export const useDeleteGatewayRoute = () => useApiMutation(api.dnsLoadBalance.apiGatewayDelete, { invalidates: routeInvalidates });
