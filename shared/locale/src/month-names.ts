/** Month names of the solar hijri year, in Iranian Persian and in the Afghan (Dari, Pashto) naming. */
export const monthNames = {
  fa: ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'],
  dari: ['حمل', 'ثور', 'جوزا', 'سرطان', 'اسد', 'سنبله', 'میزان', 'عقرب', 'قوس', 'جدی', 'دلو', 'حوت'],
  pashto: ['وری', 'غویی', 'غبرگولی', 'چنگاښ', 'زمری', 'وږی', 'تله', 'لړم', 'لیندۍ', 'مرغومی', 'سلواغه', 'کب'],
} as const satisfies Record<string, readonly string[]>;

export type MonthNameVariant = keyof typeof monthNames;

/** `monthName(1, 'dari')` → `حمل`; month is 1-based like every other Jalali API here. */
export function monthName(month: number, variant: MonthNameVariant = 'fa'): string {
  const name = monthNames[variant][month - 1];
  if (name === undefined) throw new RangeError(`Invalid month ${month}`);
  return name;
}
