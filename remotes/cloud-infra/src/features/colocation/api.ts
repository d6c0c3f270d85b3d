import { api } from '@portal/contracts';
import { pollWhileTransitional, refreshRules, useApiMutation, useApiQuery, useCatalogueQuery } from '@portal/api';

// Colocated machines are servers: they share the VmHost group.
const GROUP = 'VmHost' as const;
const invalidates = refreshRules.colocationChanged;
export const useColocationHosts = (projectId: number) =>
  useApiQuery(GROUP, api.colocation.hostList, { params: { projectId } }, { refetchInterval: pollWhileTransitional });
export const useColocationHost = (projectId: number, id: number) =>
  useApiQuery(GROUP, api.colocation.hostGet, { params: { projectId, id } }, { enabled: !Number.isNaN(id) });
/** The list row of one colocation: its `get` carries neither `statusId` nor the creation date, the row does (and polls). */
export const useColocationRow = (projectId: number, id: number) => useColocationHosts(projectId).data?.find((r) => r.id === id);
export const useEquipmentTypes = () => useCatalogueQuery(api.asset.equipmentTypeList);
export const useEquipmentBrands = () => useCatalogueQuery(api.asset.equipmentBrandList);
export const useEquipment = (typeId: number | undefined, brandId: number | undefined) =>
  useCatalogueQuery(api.asset.equipmentList, { params: { typeId: typeId ?? 0, brandId: brandId ?? 0 } }, { enabled: !!typeId && !!brandId });
export const useCreateColocation = () => useApiMutation(api.colocation.hostCreate, { invalidates });
export const useDeleteColocation = () => useApiMutation(api.colocation.hostDelete, { invalidates });
