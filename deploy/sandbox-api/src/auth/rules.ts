// Input rules of the account forms (spec section 5), shared by register, forgot and forgot-confirm.

/** ≥ 8 characters with a digit, one of !@#$%^&*, a lower-case and an upper-case letter. */
export const PASSWORD_RULE = /^(?=.*\d)(?=.*[!@#$%^&*])(?=.*[a-z])(?=.*[A-Z]).{8,}$/;
/** The six-character code pattern of the spec. */
export const SIX_CHAR_CODE = /^[A-Za-z0-9!@#]{6}$/;
export const EMAIL_RULE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

export const normaliseEmail = (value: unknown): string => (typeof value === 'string' ? value.trim().toLowerCase() : '');
export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
/** Passwords are taken as typed: leading or trailing spaces are part of them. */
export const secret = (value: unknown): string => (typeof value === 'string' ? value : '');
