import { formatNumber, normalizeDigits, toNumber, toPersianDigits } from './digits';
import { EMPTY_VALUE } from './empty';

describe('toPersianDigits', () => {
  it('maps every ASCII digit and keeps other characters', () => {
    expect(toPersianDigits('0123456789')).toBe('۰۱۲۳۴۵۶۷۸۹');
    expect(toPersianDigits('vm-12 (v2)')).toBe('vm-۱۲ (v۲)');
  });
  it('accepts numbers', () => {
    expect(toPersianDigits(1404)).toBe('۱۴۰۴');
    expect(toPersianDigits(0)).toBe('۰');
  });
});

describe('normalizeDigits', () => {
  it('turns Persian and Arabic-Indic digits into ASCII', () => {
    expect(normalizeDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
  });
  it('handles mixed scripts and leaves other text alone', () => {
    expect(normalizeDigits('کد ۱2٣')).toBe('کد 123');
    expect(normalizeDigits('')).toBe('');
  });
});

describe('toNumber', () => {
  it('parses any digit script with separators', () => {
    expect(toNumber('۱٬۲۳۴٫۵')).toBe(1234.5);
    expect(toNumber('1,234')).toBe(1234);
    expect(toNumber(' ٤٢ ')).toBe(42);
    expect(toNumber('-۵')).toBe(-5);
    expect(toNumber(7)).toBe(7);
  });
  it('returns null, never NaN, for empty or garbage', () => {
    for (const bad of ['', '  ', 'abc', '12a', '1.2.3', '-', null, undefined, Number.NaN, Infinity]) {
      expect(toNumber(bad as never)).toBeNull();
    }
  });
});

describe('formatNumber', () => {
  it('uses Persian digits and the Persian thousands separator', () => {
    expect(formatNumber(0)).toBe('۰');
    expect(formatNumber(999)).toBe('۹۹۹');
    expect(formatNumber(1000)).toBe('۱٬۰۰۰');
    expect(formatNumber(1234567)).toBe('۱٬۲۳۴٬۵۶۷');
  });
  it('uses the Persian decimal separator and limits fractions', () => {
    expect(formatNumber(1234.5)).toBe('۱٬۲۳۴٫۵');
    expect(formatNumber(0.1 + 0.2)).toBe('۰٫۳');
    expect(formatNumber(2.567, { maximumFractionDigits: 0 })).toBe('۳');
  });
  it('keeps the sign of negatives', () => {
    expect(formatNumber(-1500)).toBe('-۱٬۵۰۰');
  });
  it('shows four dashes for empty or non-finite values', () => {
    expect(formatNumber(null)).toBe(EMPTY_VALUE);
    expect(formatNumber(undefined)).toBe(EMPTY_VALUE);
    expect(formatNumber(Number.NaN)).toBe(EMPTY_VALUE);
    expect(formatNumber(Infinity)).toBe(EMPTY_VALUE);
    expect(EMPTY_VALUE).toBe('----');
  });
});
