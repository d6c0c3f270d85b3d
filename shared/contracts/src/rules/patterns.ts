// The text patterns of spec section 5 and of resource names, defined once for the forms and the sandbox.

export const PATTERNS = {
  /** ≥ 8 characters with a digit, one of !@#$%^&*, a lowercase and an uppercase ASCII letter. */
  password: /^(?=.*\d)(?=.*[!@#$%^&*])(?=.*[a-z])(?=.*[A-Z]).{8,}$/,
  /** Exactly 6 characters from ASCII letters, digits and !@# (confirmation and two-factor codes). */
  code: /^[A-Za-z0-9!@#]{6}$/,
  email: /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/,
  /** DNS-label style names: they end up in host names such as a storage endpoint. */
  resourceName: /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/,
  serialNumber: /^[A-Za-z0-9-]+$/,
  /** Text shown to others as plain text (blog comments, contact messages): no HTML tags at all. */
  plainText: /^[^<>]*$/,
  /** An e-mail address or an Iranian mobile number (Latin digits; the form normalises Persian ones). */
  emailOrPhone: /^(?:[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}|09\d{9})$/,
} as const;

export type PatternName = keyof typeof PATTERNS;
