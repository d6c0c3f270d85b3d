import type { StorageBundle } from '@portal/contracts';
import { formatGigabytes } from '@portal/locale';
import { storageHostMessages } from './messages';

const t = storageHostMessages.create;

/** What a storage plan's card says about it: its space (the provider's bundle row has no more). */
export const bundleLines = (b: StorageBundle): string[] => [`${t.disk}: ${formatGigabytes(b.vDisk)}`];
