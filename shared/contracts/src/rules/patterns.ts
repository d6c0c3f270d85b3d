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
  /**
   * Visible text: no control characters, no bidi embeddings, overrides, isolates or marks, no
   * zero-width or other invisible characters — except the zero-width non-joiner (U+200C), which
   * Persian writing needs (می‌شود). Every text field is held to it (readInput), secrets excepted.
   */
  visibleText: /^[^\u0000-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B\u200D-\u200F\u2028-\u202E\u2060-\u2069\uFEFF\uFFF9-\uFFFB]*$/,
  /** The same for multi-line text (messages, comments): tabs and line breaks are allowed there. */
  visibleMultilineText: /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B\u200D-\u200F\u2028-\u202E\u2060-\u2069\uFEFF\uFFF9-\uFFFB]*$/,
} as const;

export type PatternName = keyof typeof PATTERNS;
