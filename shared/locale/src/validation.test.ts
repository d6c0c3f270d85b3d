import {
  CODE_PATTERN,
  JALALI_DATE_PATTERN,
  PASSWORD_PATTERN,
  isValidCode,
  isValidJalaliDateInput,
  isValidPassword,
} from './validation';

describe('password', () => {
  it('accepts exactly 8 characters with every class', () => {
    expect(isValidPassword('Abcdef1!')).toBe(true);
    expect(PASSWORD_PATTERN.test('Abcdef1!')).toBe(true);
  });
  it('rejects 7 characters', () => {
    expect(isValidPassword('Abcde1!')).toBe(false);
  });
  it('requires a digit, a special, a lowercase and an uppercase letter', () => {
    expect(isValidPassword('Abcdefg!')).toBe(false);
    expect(isValidPassword('Abcdefg1')).toBe(false);
    expect(isValidPassword('ABCDEF1!')).toBe(false);
    expect(isValidPassword('abcdef1!')).toBe(false);
  });
  it('accepts each special of !@#$%^&* and no other as the special', () => {
    for (const s of '!@#$%^&*') expect(isValidPassword(`Abcdef1${s}`)).toBe(true);
    expect(isValidPassword('Abcdef1?')).toBe(false);
    expect(isValidPassword('Abcdef1_')).toBe(false);
  });
  it('allows longer passwords and rejects non-strings', () => {
    expect(isValidPassword('Abcdef1!Abcdef1!Abcdef1!')).toBe(true);
    expect(isValidPassword(null)).toBe(false);
    expect(isValidPassword(undefined)).toBe(false);
  });
});

describe('six-character code', () => {
  it('accepts exactly 6 of letters, digits and !@#', () => {
    expect(isValidCode('aB3!@#')).toBe(true);
    expect(isValidCode('123456')).toBe(true);
    expect(CODE_PATTERN.test('abcdef')).toBe(true);
  });
  it('rejects 5 and 7 characters and other symbols', () => {
    expect(isValidCode('12345')).toBe(false);
    expect(isValidCode('1234567')).toBe(false);
    expect(isValidCode('12345$')).toBe(false);
    expect(isValidCode('12 456')).toBe(false);
  });
  it('accepts a code typed with Persian digits', () => {
    expect(isValidCode('۱۲۳۴۵۶')).toBe(true);
    expect(CODE_PATTERN.test('۱۲۳۴۵۶')).toBe(false);
  });
});

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
