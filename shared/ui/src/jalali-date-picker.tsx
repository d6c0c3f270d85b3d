/**
 * `JalaliDatePicker`: antd 6's DatePicker driven by our Jalali GenerateConfig.
 * value/onChange carry ordinary (Gregorian) dayjs instants; the field and the calendar show
 * Jalali dates (YYYY/MM/DD, Persian digits, weeks from Saturday, فروردین … اسفند).
 * Typed text is accepted in Persian or ASCII digits; dates that do not exist are rejected.
 */
import type { ComponentProps } from 'react';
import DatePicker from 'antd/es/date-picker';
import faIR from 'antd/locale/fa_IR';
import type { Dayjs } from 'dayjs';
import { jalaliGenerateConfig, JALALI_DATE_FORMAT } from './jalali-generate-config';
import { jalaliMonthNames, persianShortWeekDays, uiMessages } from './messages';

const BasePicker = DatePicker.generatePicker<Dayjs>(jalaliGenerateConfig);

type BaseProps = ComponentProps<typeof BasePicker>;
type PickerLocale = NonNullable<BaseProps['locale']>;

const baseLocale = faIR.DatePicker as PickerLocale;

export const jalaliPickerLocale: PickerLocale = {
  ...baseLocale,
  lang: {
    ...baseLocale.lang,
    placeholder: uiMessages.datePlaceholder,
    shortWeekDays: [...persianShortWeekDays],
    shortMonths: [...jalaliMonthNames],
    fieldDateFormat: JALALI_DATE_FORMAT,
    fieldDateTimeFormat: `${JALALI_DATE_FORMAT} HH:mm:ss`,
    fieldMonthFormat: 'YYYY/MM',
    yearFormat: 'YYYY',
    cellDateFormat: 'D',
    cellYearFormat: 'YYYY',
    monthBeforeYear: true,
  },
};

export interface JalaliDatePickerProps extends Omit<BaseProps, 'value' | 'onChange' | 'locale' | 'picker' | 'multiple'> {
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
}

export function JalaliDatePicker({ value, onChange, format, showTime, ...rest }: JalaliDatePickerProps) {
  return (
    <BasePicker
      {...rest}
      showTime={showTime}
      locale={jalaliPickerLocale}
      format={format ?? (showTime ? `${JALALI_DATE_FORMAT} HH:mm` : JALALI_DATE_FORMAT)}
      value={value ?? null}
      onChange={(next) => onChange?.((next as Dayjs | null) ?? null)}
    />
  );
}

export default JalaliDatePicker;
