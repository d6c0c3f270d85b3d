import { areaMessages } from '@portal/areas';
import { usageCardLink, usageCards, usageMonthLabel } from './dashboard-cards';

const card = (category: number) => usageCards.find((c) => c.category === category)!;

describe('the dashboard usage cards', () => {
  it('come in the order of the usage categories, titled and cached by their area', () => {
    expect(usageCards.map((c) => c.category)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(card(3)).toMatchObject({ title: areaMessages.cloudStorage, remote: 'storage', group: 'Storage' });
    expect(card(2)).toMatchObject({ title: areaMessages.cloudDisks, remote: 'cloud-infra', group: 'VmHost' });
  });

  it('link into the selected project only when the area is deployed', () => {
    const deployed = new Set(['cloud-infra', 'storage']);
    expect(usageCardLink(card(1), 5, deployed)).toBe('/vm/5/list');
    expect(usageCardLink(card(3), 5, deployed)).toBe('/storage/5');
    expect(usageCardLink(card(6), 5, deployed)).toBeNull();
    expect(usageCardLink(card(3), 5, new Set(['cloud-infra']))).toBeNull();
    expect(usageCardLink(card(3), 5, null)).toBeNull();
    expect(usageCardLink(card(3), null, deployed)).toBeNull();
  });
});

describe('the month labels of a usage answer', () => {
  it('name a Jalali year/month, keep any other label, and show null as the empty value', () => {
    expect(usageMonthLabel('1404/07')).toBe('مهر ۱۴۰۴');
    expect(usageMonthLabel('1403/12')).toBe('اسفند ۱۴۰۳');
    expect(usageMonthLabel('1404/13')).toBe('۱۴۰۴/۱۳');
    expect(usageMonthLabel('Mehr')).toBe('Mehr');
    expect(usageMonthLabel(null)).toBe('----');
  });
});
