import dayjs from 'dayjs';
import { jalaliGenerateConfig as g, formatJalali, parseJalaliText } from './jalali-generate-config';
import { normalizeDigits } from '@portal/locale';

const fmt = (d: dayjs.Dayjs) => normalizeDigits(g.locale.format('fa_IR', d, 'YYYY/MM/DD'));
const parse = (text: string) => g.locale.parse('fa_IR', text, ['YYYY/MM/DD']);

describe('jalaliGenerateConfig', () => {
  it('reads Jalali fields of a Gregorian instant (Nowruz 2025 is 1404/01/01)', () => {
    const d = dayjs('2025-03-21T10:00:00');
    expect(g.getYear(d)).toBe(1404);
    expect(g.getMonth(d)).toBe(0);
    expect(g.getDate(d)).toBe(1);
    expect(g.getWeekDay(d)).toBe(5); // a Friday
    expect(g.getHour(d)).toBe(10);
  });

  it('moves across Esfand of a leap year (1403 has 30 days in Esfand)', () => {
    const esfand30 = parse('1403/12/30')!;
    expect(esfand30).not.toBeNull();
    expect(esfand30.format('YYYY-MM-DD')).toBe('2025-03-20');
    expect(fmt(g.addDate(esfand30, 1))).toBe('1404/01/01');
    expect(fmt(g.addMonth(esfand30, 1))).toBe('1404/01/30');
    expect(fmt(g.getEndDate(parse('1403/12/01')!))).toBe('1403/12/30');
  });

  it('clamps to 29 Esfand in a non-leap year', () => {
    const bahman30 = parse('1404/11/30')!;
    expect(fmt(g.addMonth(bahman30, 1))).toBe('1404/12/29');
    expect(fmt(g.getEndDate(bahman30.add(5, 'day')))).toBe('1404/12/29');
    // a year from 1403/12/30 lands on the last day of Esfand 1404
    expect(fmt(g.addYear(parse('1403/12/30')!, 1))).toBe('1404/12/29');
    expect(fmt(g.addMonth(parse('1404/01/15')!, -1))).toBe('1403/12/15');
    expect(fmt(g.addMonth(parse('1404/12/10')!, 1))).toBe('1405/01/10');
  });

  it('sets year, month and date in the Jalali calendar', () => {
    const d = parse('1404/06/31')!;
    expect(fmt(g.setMonth(d, 6))).toBe('1404/07/30'); // Mehr has 30 days
    expect(fmt(g.setYear(d, 1400))).toBe('1400/06/31');
    expect(fmt(g.setDate(d, 1))).toBe('1404/06/01');
  });

  it('parses valid dates and rejects ones that do not exist or do not match', () => {
    expect(parse('1403/12/30')).not.toBeNull();
    expect(parse('1404/12/30')).toBeNull();
    expect(parse('1404/07/31')).toBeNull();
    expect(parse('1404/1/5')).toBeNull(); // strict: MM and DD
    expect(parse('not a date')).toBeNull();
    expect(fmt(parse('۱۴۰۴/۰۲/۱۰')!)).toBe('1404/02/10'); // Persian digits typed
  });

  it('parses date-time formats', () => {
    const d = parseJalaliText('1404/01/01 13:45:10', 'YYYY/MM/DD HH:mm:ss')!;
    expect(d.format('YYYY-MM-DD HH:mm:ss')).toBe('2025-03-21 13:45:10');
    expect(parseJalaliText('1404/01/01 25:00:00', 'YYYY/MM/DD HH:mm:ss')).toBeNull();
  });

  it('formats with Persian digits and month names', () => {
    const d = dayjs('2025-03-21T08:05:00');
    expect(g.locale.format('fa_IR', d, 'YYYY/MM/DD')).toBe('۱۴۰۴/۰۱/۰۱');
    expect(formatJalali(d, 'D MMMM YYYY')).toBe('۱ فروردین ۱۴۰۴');
    expect(formatJalali(d, 'HH:mm')).toBe('۰۸:۰۵');
  });

  it('starts weeks on Saturday with Persian weekday and month names', () => {
    expect(g.locale.getWeekFirstDay('fa_IR')).toBe(6);
    const friday = dayjs('2025-03-21T12:00:00');
    expect(g.locale.getWeekFirstDate('fa_IR', friday).format('YYYY-MM-DD')).toBe('2025-03-15'); // Saturday
    expect(g.locale.getWeekFirstDate('fa_IR', dayjs('2025-03-15')).format('YYYY-MM-DD')).toBe('2025-03-15');
    const week = g.locale.getShortWeekDays!('fa_IR');
    expect(week[6]).toBe('ش'); // Saturday
    expect(g.locale.getShortMonths!('fa_IR')[0]).toBe('فروردین');
    expect(g.locale.getShortMonths!('fa_IR')[11]).toBe('اسفند');
    expect(g.locale.getWeek('fa_IR', dayjs('2025-03-21'))).toBe(1);
  });
});
