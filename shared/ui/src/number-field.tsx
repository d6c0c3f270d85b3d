/**
 * `NumberField`: the one input where a number is typed. Persian keyboards type ۰-۹ (and some
 * Arabic ones ٠-٩, with ٬ and ٫ as separators): antd's InputNumber alone drops those characters,
 * so ۱۲ became 0۱۲ and then 1. Here what is typed is read in any digit script and shown back in
 * Persian digits; the value handed to the form is an ordinary number.
 */
import { forwardRef } from 'react';
import InputNumber, { type InputNumberProps } from 'antd/es/input-number';
import type { GetRef } from 'antd/es/_util/type';
import { normalizeDigits, toPersianDigits } from '@portal/locale';

/** Text typed in any digit script, with Persian or ASCII separators, as antd's parser expects it. */
export function parseTypedNumber(text: string | undefined): string {
  return normalizeDigits(text ?? '')
    .replace(/[٬,\s]/g, '')
    .replace(/٫/g, '.');
}

/** Display form: Persian digits and decimal separator. */
export function formatNumberText(value: string | number | undefined): string {
  if (value === undefined || value === '') return '';
  return toPersianDigits(String(value)).replace(/\./g, '٫');
}

export type NumberFieldProps = Omit<InputNumberProps<number>, 'parser' | 'formatter' | 'stringMode'>;

export const NumberField = forwardRef<GetRef<typeof InputNumber>, NumberFieldProps>(function NumberField(props, ref) {
  return (
    <InputNumber<number>
      ref={ref}
      inputMode="numeric"
      {...props}
      parser={(text) => Number(parseTypedNumber(text))}
      formatter={(value) => formatNumberText(value)}
    />
  );
});
