// Persian strings of the wallet page (the area-wide ones are in src/messages.ts).
import type { WalletPeriod } from '@portal/contracts';

export const periodLabels: Record<WalletPeriod, string> = {
  week: '۷ روز گذشته',
  month: '۳۰ روز گذشته',
  quarter: '۳ ماه گذشته',
  year: 'یک سال گذشته',
  all: 'همه تراکنش‌ها',
};
