import { resourceArea } from '@portal/ui';

/** Routes of this area, relative to its prefix (/colocation). */
export default resourceArea({
  list: () => import('./ColocationListPage'),
  add: () => import('./CreateColocationPage'),
  detail: () => import('./ColocationDetailPage'),
});
