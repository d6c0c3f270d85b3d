import { formatRial, formatToman, rialToToman, tomanToRial } from './money';

describe('money', () => {
  it('formats Rial with separators and the unit', () => {
    expect(formatRial(12500)).toBe('۱۲٬۵۰۰ ریال');
    expect(formatRial(0)).toBe('۰ ریال');
    expect(formatRial(-2000)).toBe('-۲٬۰۰۰ ریال');
  });
  it('formats Toman from a Rial amount (divided by ten)', () => {
    expect(formatToman(12500)).toBe('۱٬۲۵۰ تومان');
    expect(formatToman(10)).toBe('۱ تومان');
  });
  it('rounds a fraction of a Toman', () => {
    expect(formatToman(12345)).toBe('۱٬۲۳۵ تومان');
    expect(formatToman(12344)).toBe('۱٬۲۳۴ تومان');
  });
  it('shows four dashes for a missing amount', () => {
    expect(formatRial(null)).toBe('----');
    expect(formatToman(undefined)).toBe('----');
    expect(formatToman(Number.NaN)).toBe('----');
  });
  it('converts between units', () => {
    expect(rialToToman(12500)).toBe(1250);
    expect(tomanToRial(1250)).toBe(12500);
  });
});
