import { declaredData, resourceArea } from '@portal/ui';

/** Routes of this area, relative to its prefix (/key): keys are added in a dialog of the list. */
export default resourceArea({ list: () => import('./KeyListPage'), listData: declaredData('/key/:projectId') });
