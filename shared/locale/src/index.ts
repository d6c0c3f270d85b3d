// @portal/locale: Persian messages, Jalali dates (shown in Tehran time), Persian digits, money,
// and the Jalali date rule. Pure functions only, no React.
export { messages, requiredMessage, type Messages } from './messages';
export { EMPTY_VALUE } from './empty';
export { toPersianDigits, normalizeDigits, toNumber, formatNumber, type NumberFormatOptions } from './digits';
export { formatGigabytes } from './units';
export { fill, joinList } from './template';
export { formatRial, formatToman, rialToToman, tomanToRial } from './money';
export { isValidJalaliDate, isLeapJalaliYear, jalaliMonthLength, jalaliToGregorian, gregorianToJalali, type JalaliDate, type GregorianDate } from './calendar';
export { wallClock, startOfDayIn, type WallClock } from './timezone';
export { monthNames, monthName, type MonthNameVariant } from './month-names';
export {
  jdayjs,
  toDate,
  toJalali,
  formatDateTime,
  formatDate,
  formatMonth,
  formatLongDate,
  parseJalali,
  parseJalaliParts,
  jalaliToIsoDate,
  type DateInput,
  type JalaliDateTime,
} from './dates';
export { isValidJalaliDateInput } from './validation';
export { scaleRound, roundTo } from './scale';
export { fieldLabels, ruleMessage, statusLabels, statusLabel } from './rule-messages';
export { askMessages } from './ask-messages';
export { serviceStatusLabels, snapshotStateLabels } from './status-labels';
export { LRI, FSI, PDI, ltr, isolate, joinIsolated, stripIsolates } from './bidi';
export { dnsProblemMessages, dnsFieldNames } from './dns-problems';
