import { monthStartMs } from './period';

test('the billing month starts on the first of the Jalali month, midnight in Tehran', () => {
  // 1 March 2025 = 10 Esfand 1403; 1 Esfand 1403 = 19 Feb 2025, 00:00 Tehran = 18 Feb 20:30 UTC.
  expect(new Date(monthStartMs(Date.parse('2025-03-01T08:00:00Z'))).toISOString()).toBe('2025-02-18T20:30:00.000Z');
  // 21 March 2025 00:00 Tehran is 1 Farvardin 1404.
  expect(new Date(monthStartMs(Date.parse('2025-03-20T21:00:00Z'))).toISOString()).toBe('2025-03-20T20:30:00.000Z');
});
