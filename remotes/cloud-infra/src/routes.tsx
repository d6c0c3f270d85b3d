import { declaredData, resourceArea } from '@portal/ui';

// One route table per URL prefix the host mounts this remote at, relative to that prefix. Each
// page is its own chunk; the host's Suspense shows the progress bar while one loads.

/**
 * The virtual servers (/vm): the list at /vm/{projectId}/list (the project alone leads there), the
 * wizard at add-vm or {type}/add-vm (an OS family preset), a server at {id} or {id}/{tab}.
 */
const VmRoutes = resourceArea({
  list: () => import('./features/vm/list/VmListPage'),
  listData: declaredData('/vm/:projectId/list'),
  add: () => import('./features/vm/create/CreateVmPage'),
  detail: () => import('./features/vm/detail/VmDetailPage'),
  listPath: 'list',
  addPath: ':type?/add-vm',
  detailPath: ':id/:tab?',
});

/** The disks (/block-storage); a disk's page has tabs under its id. */
const VolumeRoutes = resourceArea({
  list: () => import('./features/volumes/VolumeListPage'),
  add: () => import('./features/volumes/CreateVolumePage'),
  detail: () => import('./features/volumes/VolumeDetailPage'),
  addPath: 'create',
  detailPath: ':blockstorageId/*',
});

/** The private networks (/network): networks are created in a dialog; one network is its node list. */
const NetworkRoutes = resourceArea({
  list: () => import('./features/networks/NetworkListPage'),
  detail: () => import('./features/networks/NodeListPage'),
  detailPath: ':networkId/node-list',
});

/** The SSH keys (/key): keys are added in a dialog of the list. */
const KeyRoutes = resourceArea({ list: () => import('./features/keys/KeyListPage'), listData: declaredData('/key/:projectId') });

/** The bare-metal servers (/bare-metal). */
const BareMetalRoutes = resourceArea({
  list: () => import('./features/bare-metal/BareMetalListPage'),
  add: () => import('./features/bare-metal/CreateBareMetalPage'),
  detail: () => import('./features/bare-metal/BareMetalDetailPage'),
});

/** The colocation services (/colocation). */
const ColocationRoutes = resourceArea({
  list: () => import('./features/colocation/ColocationListPage'),
  add: () => import('./features/colocation/CreateColocationPage'),
  detail: () => import('./features/colocation/ColocationDetailPage'),
});

/**
 * Prefix → its route table. An area is only its route table (its pages are each their own chunk),
 * so it comes with the app: the first page's chunk is all a click waits for, and `preload` can
 * fetch it while the pointer is still on the link.
 */
export const areas = {
  '/vm': VmRoutes,
  '/block-storage': VolumeRoutes,
  '/network': NetworkRoutes,
  '/key': KeyRoutes,
  '/bare-metal': BareMetalRoutes,
  '/colocation': ColocationRoutes,
};
