import { fill, joinList } from './template';
import { formatGigabytes } from './units';

describe('formatGigabytes', () => {
  it('writes the size with Persian digits and grouping, then the unit', () => {
    expect(formatGigabytes(120)).toBe('۱۲۰ گیگابایت');
    expect(formatGigabytes(2048)).toBe('۲٬۰۴۸ گیگابایت');
  });
});

describe('fill', () => {
  it('puts each value in its placeholder, as often as it appears', () => {
    expect(fill('«{name}» به {size} تغییر کرد؛ {name} آماده است', { name: 'web-1', size: '۲۰ گیگابایت' })).toBe(
      '«web-1» به ۲۰ گیگابایت تغییر کرد؛ web-1 آماده است',
    );
  });
  it('leaves no braces for a missing value', () => {
    expect(fill('کلید {key} حذف شد', {})).toBe('کلید  حذف شد');
  });
});

describe('joinList', () => {
  it('separates with the Persian comma', () => {
    expect(joinList(['web-1', 'db-1', 'cache'])).toBe('web-1، db-1، cache');
    expect(joinList([])).toBe('');
  });
});
