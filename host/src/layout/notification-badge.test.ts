import { badgeText } from './notification-badge';

describe('notification badge', () => {
  it('shows nothing without unseen notifications', () => {
    expect(badgeText(0)).toBe('');
  });
  it('shows the count in Persian digits up to 99', () => {
    expect(badgeText(7)).toBe('۷');
    expect(badgeText(99)).toBe('۹۹');
  });
  it('caps at 99+', () => {
    expect(badgeText(100)).toBe('۹۹+');
    expect(badgeText(5000)).toBe('۹۹+');
  });
});
