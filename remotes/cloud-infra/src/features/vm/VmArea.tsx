import { declaredData, resourceArea } from '@portal/ui';

/**
 * Routes of the virtual-server area, relative to /vm: the list at /vm/{projectId}/list (the
 * project alone leads there), the wizard at add-vm or {type}/add-vm (an OS family preset), a
 * server at {id} or {id}/{tab}.
 */
export default resourceArea({
  list: () => import('./list/VmListPage'),
  listData: declaredData('/vm/:projectId/list'),
  add: () => import('./create/CreateVmPage'),
  detail: () => import('./detail/VmDetailPage'),
  listPath: 'list',
  addPath: ':type?/add-vm',
  detailPath: ':id/:tab?',
});
