import { endpoint } from './endpoint';
import type { IsoDate, ResourceStatus } from './common';
import { datacenterSpec, defineSchema, nameSpec } from './rules';

export interface EquipmentType {
  id: number;
  name: string;
}
export interface EquipmentBrand {
  id: number;
  name: string;
}
/** A model of customer equipment the data centres accept for colocation. */
export interface Equipment {
  id: number;
  typeId: number;
  brandId: number;
  model: string;
  /** Height in rack units (U); the colocation price is per unit. */
  rackUnits: number;
  /** Nominal power draw, watts. */
  powerWatts: number;
}

export interface ColocationHost {
  id: number;
  projectId: number;
  name: string;
  status: ResourceStatus;
  equipmentId: number;
  /** Type, brand and model, e.g. "سرور – Dell PowerEdge R740". */
  equipmentName: string;
  rackUnits: number;
  serialNumber: string;
  datacenterId: number;
  datacenterName: string;
  /** Assigned once the equipment is racked (active). */
  ipv4: string | null;
  /** Rial per hour, fixed when ordered. */
  hourlyPrice: number;
  createdAt: IsoDate;
}
export interface CreateColocationHostRequest {
  name: string;
  equipmentId: number;
  serialNumber: string;
  datacenterId: number;
}

export const createColocationHostSchema = defineSchema<CreateColocationHostRequest>()({
  name: nameSpec,
  equipmentId: { error: 'EquipmentId', label: 'equipment', type: 'int', required: true },
  serialNumber: {
    error: 'SerialNumber',
    label: 'serialNumber',
    type: 'string',
    required: true,
    rules: [
      { kind: 'length', min: 4, max: 40 },
      { kind: 'pattern', pattern: 'serialNumber' },
    ],
  },
  datacenterId: datacenterSpec,
});

/** Rial per hour for one rack unit, and per started 100 W of nominal power. */
export const COLOCATION_PRICE = { perRackUnit: 2500, per100Watts: 300 } as const;
/** The hourly price of hosting one piece of equipment; the sandbox charges it and the portal shows it. */
export const colocationHourlyPrice = (e: Pick<Equipment, 'rackUnits' | 'powerWatts'>): number =>
  e.rackUnits * COLOCATION_PRICE.perRackUnit + Math.ceil(e.powerWatts / 100) * COLOCATION_PRICE.per100Watts;

export const asset = {
  equipmentTypeList: endpoint<undefined, EquipmentType[]>()('GET', 'asset/equipment/type-list'),
  equipmentBrandList: endpoint<undefined, EquipmentBrand[]>()('GET', 'asset/equipment/brand-list'),
  equipmentList: endpoint<undefined, Equipment[]>()('GET', 'asset/equipment/list/:typeId/:brandId'),
};

export const colocation = {
  hostList: endpoint<undefined, ColocationHost[]>()('GET', 'colocation/:projectId/host/list'),
  hostGet: endpoint<undefined, ColocationHost>()('GET', 'colocation/:projectId/host/get/:id'),
  hostCreate: endpoint<CreateColocationHostRequest, ColocationHost>()('POST', 'colocation/:projectId/host/create'),
  hostDelete: endpoint()('DELETE', 'colocation/:projectId/host/delete/:id'),
};
