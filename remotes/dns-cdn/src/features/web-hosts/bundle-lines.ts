import type { WebBundle } from '@portal/contracts';
import { EMPTY_VALUE, formatGigabytes } from '@portal/locale';
import { webHostMessages } from './messages';

const t = webHostMessages.webHostCreate;

/** What a hosting plan's card says: its web space (the bundle row's `quantity`, GB). */
export const webBundleLines = (b: WebBundle): string[] => [`${t.disk}: ${b.quantity == null ? EMPTY_VALUE : formatGigabytes(b.quantity)}`];
