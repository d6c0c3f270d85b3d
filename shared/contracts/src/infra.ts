import { wire, type Wire } from './wire';

/** A data centre: id, name and its picture's file name (null when it has none). */
export type Datacenter = Wire<'DatacenterListResponse'>;

export const infra = {
  datacenterList: wire('GET', 'infra/datacenter/list'),
};
