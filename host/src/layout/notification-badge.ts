import { toPersianDigits } from '@portal/locale';

/** The badge shows the count, capped at 99 (shown as 99+). */
export const NOTIFICATION_BADGE_CAP = 99;

export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > NOTIFICATION_BADGE_CAP ? `${toPersianDigits(NOTIFICATION_BADGE_CAP)}+` : toPersianDigits(count);
}
