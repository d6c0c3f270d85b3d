import { resourceArea } from '@portal/ui';

/** Routes of this area, relative to its prefix (/block-storage); a disk's page has tabs under its id. */
export default resourceArea({
  list: () => import('./VolumeListPage'),
  add: () => import('./CreateVolumePage'),
  detail: () => import('./VolumeDetailPage'),
  addPath: 'create',
  detailPath: ':blockstorageId/*',
});
