import { wire, type Wire } from './wire';
import { defineSchema, nameSpec, type FieldLabel, type FieldSpec } from './rules';

// The equipment catalogue as the provider lists it: types, brands, and models of one type and brand.
export type EquipmentType = Wire<'EquipmentTypeListResponse'>;
export type EquipmentBrand = Wire<'EquipmentBrandListResponse'>;
/** A model of customer equipment the data centres accept for colocation: its name, type and brand. */
export type Equipment = Wire<'EquipmentListResponse'>;

/** A row of `host/list`: data centre and rack by name and id, `statusId` of the provider's table. */
export type ColocationHostRow = Wire<'ColocationListResponse'>;
/**
 * `host/get/{id}`: rack space (U), power (A), ports by speed and IPv4 count; no `statusId` or
 * `createDate` (the page reads those from the list row).
 */
export type ColocationHost = Wire<'GetColocationResponse'>;
/** Body of host/create: space, power, ports and addresses; the customer's equipment listed by model and inventory number. */
export type CreateColocationHostRequest = Wire<'CreateColocationModel'>;
export type ColocationEquipmentRequest = Wire<'EquipmentRequestModel'>;

const count = (error: string, label: FieldLabel, min: number, max: number, required = false): FieldSpec => ({
  error,
  label,
  type: 'int',
  required,
  rules: [{ kind: 'range', min, max }],
});

export const createColocationHostSchema = defineSchema<CreateColocationHostRequest>()({
  name: nameSpec,
  rackUnitSpace: count('RackUnitSpace', 'rackUnits', 1, 42, true),
  powerAmp: count('PowerAmp', 'powerAmp', 1, 32, true),
  networkPort1G: count('NetworkPort1G', 'networkPort1G', 0, 8),
  networkPort10G: count('NetworkPort10G', 'networkPort10G', 0, 4),
  ipv4Count: count('Ipv4Count', 'ipv4Count', 0, 16),
});

/**
 * One line of the equipment list: the model (sent), picked after its type and brand (the form's
 * filters of the catalogue, not sent).
 */
export const equipmentLineSchema = defineSchema<ColocationEquipmentRequest & { typeId: number; brandId: number }>()({
  typeId: { error: 'TypeId', label: 'equipment', type: 'int', required: true, ask: 'pickEquipmentType' },
  brandId: { error: 'BrandId', label: 'equipment', type: 'int', required: true, ask: 'pickBrand' },
  equipmentId: { error: 'EquipmentId', label: 'equipment', type: 'int', required: true, ask: 'pickModel' },
});

/** An inventory number of a listed piece of equipment: the shared serial-number rule. */
export const inventoryNumberSpec: FieldSpec = {
  error: 'InventoryNumber',
  label: 'serialNumber',
  type: 'string',
  rules: [
    { kind: 'length', min: 4, max: 40 },
    { kind: 'pattern', pattern: 'serialNumber' },
  ],
};

/** Rial per hour: per rack unit, per ampere of power, per 10G port (1G ports included), per IPv4 address. */
export const COLOCATION_PRICE = { perRackUnit: 2500, perAmp: 600, perPort10G: 1500, perIpv4: 300 } as const;
/** The hourly price of a colocation; the sandbox charges it, the order form and the detail page show it. */
export const colocationHourlyPrice = (c: { rackUnitSpace: number; powerAmp: number; networkPort10G?: number; ipv4Count?: number }): number =>
  c.rackUnitSpace * COLOCATION_PRICE.perRackUnit +
  c.powerAmp * COLOCATION_PRICE.perAmp +
  (c.networkPort10G ?? 0) * COLOCATION_PRICE.perPort10G +
  (c.ipv4Count ?? 0) * COLOCATION_PRICE.perIpv4;

export const asset = {
  equipmentTypeList: wire('GET', 'asset/equipment/type-list'),
  equipmentBrandList: wire('GET', 'asset/equipment/brand-list'),
  equipmentList: wire('GET', 'asset/equipment/list/:typeId/:brandId'),
};

export const colocation = {
  hostList: wire('GET', 'colocation/:projectId/host/list'),
  hostGet: wire('GET', 'colocation/:projectId/host/get/:id'),
  hostCreate: wire('POST', 'colocation/:projectId/host/create'),
  hostDelete: wire('DELETE', 'colocation/:projectId/host/delete/:id'),
};
