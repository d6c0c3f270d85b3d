import { endpoint } from './endpoint';

export interface Datacenter {
  id: number;
  name: string;
  city: string;
}

export const infra = {
  datacenterList: endpoint<undefined, Datacenter[]>()('GET', 'infra/datacenter/list'),
};
