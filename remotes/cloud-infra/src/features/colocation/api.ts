import { api } from '@portal/contracts';
import { useApiMutation, useApiQuery } from '@portal/api';
import { pollWhileSettling } from '../volumes/settling';

// Colocated machines are servers: they share the VmHost group.
const GROUP = 'VmHost' as const;
export const useColocationHosts = (projectId: number) =>
  useApiQuery(GROUP, api.colocation.hostList, { params: { projectId } }, { refetchInterval: pollWhileSettling });
export const useColocationHost = (projectId: number, id: number) =>
  useApiQuery(GROUP, api.colocation.hostGet, { params: { projectId, id } }, { refetchInterval: pollWhileSettling, enabled: !Number.isNaN(id) });
export const useEquipmentTypes = () => useApiQuery(GROUP, api.asset.equipmentTypeList, {}, { staleTime: 5 * 60_000 });
export const useEquipmentBrands = () => useApiQuery(GROUP, api.asset.equipmentBrandList, {}, { staleTime: 5 * 60_000 });
export const useEquipment = (typeId: number | undefined, brandId: number | undefined) =>
  useApiQuery(GROUP, api.asset.equipmentList, { params: { typeId: typeId ?? 0, brandId: brandId ?? 0 } }, { enabled: !!typeId && !!brandId, staleTime: 5 * 60_000 });
export const useCreateColocation = () => useApiMutation(api.colocation.hostCreate, { invalidates: [GROUP] });
export const useDeleteColocation = () => useApiMutation(api.colocation.hostDelete, { invalidates: [GROUP] });
