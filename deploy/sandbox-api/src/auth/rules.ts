// How account forms' text arrives: the rules it must then follow are the contracts' schemas.

export const normaliseEmail = (value: unknown): string => (typeof value === 'string' ? value.trim().toLowerCase() : '');
export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
/** Passwords are taken as typed: leading or trailing spaces are part of them. */
export const secret = (value: unknown): string => (typeof value === 'string' ? value : '');
