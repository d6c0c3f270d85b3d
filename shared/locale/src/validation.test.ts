import { JALALI_DATE_PATTERN, isValidJalaliDateInput } from './validation';

describe('Jalali date field', () => {
  it('limits the year to 1300..1402', () => {
    expect(isValidJalaliDateInput('1299/12/29')).toBe(false);
    expect(isValidJalaliDateInput('1300/01/01')).toBe(true);
    expect(isValidJalaliDateInput('1402/12/29')).toBe(true);
    expect(isValidJalaliDateInput('1403/01/01')).toBe(false);
  });
  it('checks month 01..12 and day 01..31 in shape', () => {
    expect(JALALI_DATE_PATTERN.test('1400/00/10')).toBe(false);
    expect(JALALI_DATE_PATTERN.test('1400/13/10')).toBe(false);
    expect(JALALI_DATE_PATTERN.test('1400/01/00')).toBe(false);
    expect(JALALI_DATE_PATTERN.test('1400/01/32')).toBe(false);
    expect(JALALI_DATE_PATTERN.test('1400/1/10')).toBe(false);
    expect(JALALI_DATE_PATTERN.test('1400-01-10')).toBe(false);
    expect(JALALI_DATE_PATTERN.test('1400/07/31')).toBe(true);
  });
  it('adds the calendar check the pattern cannot make', () => {
    expect(isValidJalaliDateInput('1400/07/31')).toBe(false);
    expect(isValidJalaliDateInput('1399/12/30')).toBe(true);
    expect(isValidJalaliDateInput('1401/12/30')).toBe(false);
  });
  it('accepts Persian digits', () => {
    expect(isValidJalaliDateInput('۱۳۹۹/۱۲/۳۰')).toBe(true);
    expect(isValidJalaliDateInput('')).toBe(false);
    expect(isValidJalaliDateInput(null)).toBe(false);
  });
});
