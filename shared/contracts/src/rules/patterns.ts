// The text patterns of the product rules (validation) and of resource names, defined once for the forms and the sandbox.

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
  // kubernetes (cloud-platform): the object names and fields Kubernetes itself refuses
  /** DNS-1123 label: deployment, service, ingress and namespace names (lowercase, digits, '-', ≤ 63, alphanumeric at both ends). */
  k8sLabel: /^(?=.{1,63}$)[a-z0-9](?:[-a-z0-9]*[a-z0-9])?$/,
  /** DNS-1123 subdomain: config map and secret names (labels joined by '.', ≤ 253). */
  k8sSubdomain: /^(?=.{1,253}$)[a-z0-9](?:[-a-z0-9]*[a-z0-9])?(?:\.[a-z0-9](?:[-a-z0-9]*[a-z0-9])?)*$/,
  /** An environment variable name (C identifier). */
  envName: /^[A-Za-z_][A-Za-z0-9_]*$/,
  /** A container port name (IANA service name): ≤ 15 lowercase letters, digits and '-', with a letter, no '--'. */
  portName: /^(?=.{1,15}$)(?=.*[a-z])(?!.*--)[a-z0-9](?:[-a-z0-9]*[a-z0-9])?$/,
  /** A container image reference: [registry[:port]/]path[:tag][@sha256:digest]. */
  imageRef:
    /^(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*(?::\d{1,5})?\/)?[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*(?:\/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)*(?::[A-Za-z0-9_][A-Za-z0-9_.-]{0,127})?(?:@sha256:[a-f0-9]{64})?$/,
  /** An ingress host: a DNS name of two labels or more, no IP address, no port; a wildcard only as the whole first label. */
  ingressHost: /^(?!(?:\d+\.){3}\d+$)(?=.{1,253}$)(?:\*\.)?[a-z0-9](?:[-a-z0-9]*[a-z0-9])?(?:\.[a-z0-9](?:[-a-z0-9]*[a-z0-9])?)+$/,
  /** An ingress path: starts with '/', no spaces. */
  ingressPath: /^\/[^\s]*$/,
  /** A config map or secret key. */
  configKey: /^[-._a-zA-Z0-9]{1,253}$/,
  /** A CDN route's path pattern: starts with '/', URL path characters, one '*' at the end at most. */
  cdnPathPattern: /^\/[A-Za-z0-9\-._~\/%]*\*?$/,
  /** An origin server: an IPv4 address or a DNS name of two labels or more (no scheme, no port). */
  originAddress:
    /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}|(?=.{1,253}$)(?!(?:\d+\.){3}\d+$)[A-Za-z0-9](?:[-A-Za-z0-9]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[-A-Za-z0-9]*[A-Za-z0-9])?)+)$/,
  /** An API gateway upstream: an http(s) URL of a host, an optional port and path; no query. */
  upstreamUrl: /^https?:\/\/[A-Za-z0-9](?:[-A-Za-z0-9.]*[A-Za-z0-9])?(?::\d{1,5})?(?:\/[A-Za-z0-9\-._~\/%]*)?$/,
  visibleMultilineText:
    /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B\u200D-\u200F\u2028-\u202E\u2060-\u2069\uFEFF\uFFF9-\uFFFB]*$/,
} as const;

export type PatternName = keyof typeof PATTERNS;
