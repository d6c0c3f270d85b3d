import { endpoint } from './endpoint';
import type { IsoDate } from './common';

export interface Project {
  id: number;
  name: string;
  createdAt: IsoDate;
}
export interface CreateProjectRequest {
  name: string;
}

export const project = {
  list: endpoint<undefined, Project[]>()('GET', 'project/list'),
  get: endpoint<undefined, Project>()('GET', 'project/get/:id'),
  create: endpoint<CreateProjectRequest, Project>()('POST', 'project/create'),
  delete: endpoint()('DELETE', 'project/delete/:id'),
};
