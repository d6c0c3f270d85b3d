import { resourceArea } from '@portal/ui';

/** Routes of this area, relative to its prefix (/bare-metal). */
export default resourceArea({
  list: () => import('./BareMetalListPage'),
  add: () => import('./CreateBareMetalPage'),
  detail: () => import('./BareMetalDetailPage'),
});
