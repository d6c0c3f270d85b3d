import { gregorianToJalali, isLeapJalaliYear, isValidJalaliDate, jalaliMonthLength, jalaliToGregorian, JALALI_CONVERSION_RANGE } from './calendar';

describe('isValidJalaliDate', () => {
  it('knows the leap years 1399 and 1403 and the common year 1404', () => {
    expect(isLeapJalaliYear(1399)).toBe(true);
    expect(isLeapJalaliYear(1403)).toBe(true);
    expect(isLeapJalaliYear(1404)).toBe(false);
    expect(isLeapJalaliYear(1402)).toBe(false);
  });
  it('accepts Esfand 30 only in leap years', () => {
    expect(isValidJalaliDate(1399, 12, 30)).toBe(true);
    expect(isValidJalaliDate(1403, 12, 30)).toBe(true);
    expect(isValidJalaliDate(1404, 12, 30)).toBe(false);
    expect(isValidJalaliDate(1402, 12, 30)).toBe(false);
    expect(isValidJalaliDate(1404, 12, 29)).toBe(true);
  });
  it('knows month lengths: 31 in the first half, 30 after', () => {
    expect(isValidJalaliDate(1403, 6, 31)).toBe(true);
    expect(isValidJalaliDate(1403, 7, 31)).toBe(false);
    expect(isValidJalaliDate(1403, 7, 30)).toBe(true);
    expect(jalaliMonthLength(1403, 12)).toBe(30);
    expect(jalaliMonthLength(1404, 12)).toBe(29);
  });
  it('rejects month and day out of range and non-integers', () => {
    expect(isValidJalaliDate(1403, 0, 1)).toBe(false);
    expect(isValidJalaliDate(1403, 13, 1)).toBe(false);
    expect(isValidJalaliDate(1403, 1, 0)).toBe(false);
    expect(isValidJalaliDate(1403, 1, 32)).toBe(false);
    expect(isValidJalaliDate(1403.5, 1, 1)).toBe(false);
    expect(isValidJalaliDate(Number.NaN, 1, 1)).toBe(false);
  });
  it('limits conversion to the jalaali-js range -61..3177', () => {
    expect(JALALI_CONVERSION_RANGE).toEqual({ min: -61, max: 3177 });
    expect(isValidJalaliDate(-61, 1, 1)).toBe(true);
    expect(isValidJalaliDate(-62, 1, 1)).toBe(false);
    expect(isValidJalaliDate(3177, 1, 1)).toBe(true);
    expect(isValidJalaliDate(3178, 1, 1)).toBe(false);
    expect(() => isLeapJalaliYear(3178)).toThrow(RangeError);
  });
});

describe('conversion', () => {
  it('maps Nowruz 1404 to 21 March 2025 and back', () => {
    expect(gregorianToJalali(2025, 3, 21)).toEqual({ jy: 1404, jm: 1, jd: 1 });
    expect(jalaliToGregorian(1404, 1, 1)).toEqual({ gy: 2025, gm: 3, gd: 21 });
  });
  it('maps the leap days', () => {
    expect(jalaliToGregorian(1403, 12, 30)).toEqual({ gy: 2025, gm: 3, gd: 20 });
    expect(jalaliToGregorian(1399, 12, 30)).toEqual({ gy: 2021, gm: 3, gd: 20 });
  });
  it('throws instead of rolling an invalid date over', () => {
    expect(() => jalaliToGregorian(1404, 12, 30)).toThrow(RangeError);
    expect(() => gregorianToJalali(2025, 2, 29)).toThrow(RangeError);
    expect(gregorianToJalali(2024, 2, 29)).toEqual({ jy: 1402, jm: 12, jd: 10 });
  });
});
