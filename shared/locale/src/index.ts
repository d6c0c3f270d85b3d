// @portal/locale: Persian messages, Jalali dates (shown in Tehran time), Persian digits, money,
// and the validation rules of the spec. Pure functions only, no React.
export { messages, requiredMessage, type Messages } from './messages';
export { EMPTY_VALUE } from './empty';
export {
  toPersianDigits,
  normalizeDigits,
  toNumber,
  formatNumber,
  THOUSANDS_SEPARATOR,
  DECIMAL_SEPARATOR,
  type NumberFormatOptions,
} from './digits';
export { formatGigabytes } from './units';
export { fill } from './template';
export { formatRial, formatToman, rialToToman, tomanToRial, RIAL_PER_TOMAN } from './money';
export {
  JALALI_CONVERSION_RANGE,
  isValidJalaliDate,
  isLeapJalaliYear,
  jalaliMonthLength,
  jalaliToGregorian,
  gregorianToJalali,
  type JalaliDate,
  type GregorianDate,
} from './calendar';
export { DISPLAY_TIME_ZONE, wallClock, startOfDayIn, type WallClock } from './timezone';
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
export {
  PASSWORD_MIN_LENGTH,
  CODE_LENGTH,
  JALALI_YEAR_MIN,
  JALALI_YEAR_MAX,
  KUBERNETES_CLOUD_NAME_MIN,
  KUBERNETES_CLUSTER_NAME_MIN,
  PASSWORD_PATTERN,
  CODE_PATTERN,
  JALALI_DATE_PATTERN,
  isValidPassword,
  isValidCode,
  isValidJalaliDateInput,
} from './validation';
export { scaleRound, roundTo } from './scale';
export { fieldLabels, ruleMessage, statusLabels, statusLabel } from './rule-messages';
