import { resourceArea } from '@portal/ui';

/** Routes of this area, relative to its prefix (/network): networks are created in a dialog; one network is its node list. */
export default resourceArea({
  list: () => import('./NetworkListPage'),
  detail: () => import('./NodeListPage'),
  detailPath: ':networkId/node-list',
});
