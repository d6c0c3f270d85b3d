import { areaMessages, areas, fillPath, type Area, type RemoteName } from '@portal/areas';
import { usageCategories, type UsageCategoryId } from '@portal/contracts';
import type { Group } from '@portal/api';
import { EMPTY_VALUE, monthName, toPersianDigits } from '@portal/locale';
import { mayLinkTo, type Registered } from '../remotes/registered';

export interface UsageCard {
  category: UsageCategoryId;
  title: string;
  remote: RemoteName;
  path: string;
  /** Each card is cached under its area's group, so a change in that area refreshes its card too. */
  group: Group;
}

/** The usage cards in the dashboard's order, each described by the area that answers for it. */
export const usageCards: UsageCard[] = Object.values(usageCategories).map((category) => {
  for (const area of areas as readonly Area[]) {
    const card = area.dashboard.find((c) => c.category === category);
    // `group` is checked against the query groups here: the areas package cannot import them.
    if (card) return { category, title: areaMessages[card.label], remote: area.remote, path: card.path, group: card.group satisfies Group };
  }
  throw new Error(`No area declares the dashboard usage category ${category}`);
});

/** Where a card's link leads: nowhere without a selected project or when its area is not deployed. */
export function usageCardLink(card: UsageCard, projectId: number | null, registered: Registered): string | null {
  const to = fillPath(card.path, projectId);
  return to !== null && mayLinkTo(to, registered) ? to : null;
}

/** "1404/07" → "مهر ۱۴۰۴"; any other label as sent (Persian digits), null as the empty value. */
export function usageMonthLabel(month: string | null): string {
  if (month === null) return EMPTY_VALUE;
  const m = /^(\d{4})\/(\d{1,2})$/.exec(month);
  return m && Number(m[2]) >= 1 && Number(m[2]) <= 12 ? `${monthName(Number(m[2]))} ${toPersianDigits(m[1]!)}` : toPersianDigits(month);
}
