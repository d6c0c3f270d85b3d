import { normalizeDigits } from '@portal/locale';

/**
 * The form typed text and found text are compared in: Latin digits for Persian and Arabic ones,
 * the Persian ی and ک for their Arabic twins (an Arabic keyboard layout, or text pasted from one),
 * the Persian decimal separator as a dot (۱۹۲٫۱۶۸ is an address), no zero-width non-joiner
 * (کتاب‌خانه and کتابخانه are one word to a reader), lower case, single spaces.
 */
export function fold(text: string): string {
  return normalizeDigits(text)
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/ۀ/g, 'ه')
    .replace(/٫/g, '.')
    .replace(/\u200c/g, '')
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether the folded text could be (part of) an address: only then are the per-row address lists asked for. */
export const mayBeAddress = (folded: string) => /\d/.test(folded);
