import { checkGatewayCidr, checkPrivateCidr, isCidr, isIpv4, isPortRange } from './net';
import { PATTERNS, type PatternName } from './patterns';

/**
 * One input rule, as data: the sandbox answers 422 with it and the portal's forms check it before
 * sending. Messages are not here (this package has no Persian): `@portal/locale` turns a
 * violation into the sentence the user reads.
 */
export type Rule =
  /** Length in characters (code points, so a Persian letter counts once). */
  | { kind: 'length'; min: number; max: number }
  | { kind: 'pattern'; pattern: PatternName }
  /** A whole number within the bounds. */
  | { kind: 'range'; min: number; max: number }
  | { kind: 'oneOf'; values: readonly (string | number)[] }
  | { kind: 'ipv4' }
  /** Any IPv4 or IPv6 CIDR. */
  | { kind: 'cidr' }
  /** A private (RFC 1918) IPv4 range whose prefix lies within the bounds, written from its first address. */
  | { kind: 'privateCidr'; minPrefix: number; maxPrefix: number }
  /** "22" or "8000-8100" within 1-65535. */
  | { kind: 'portRange' }
  /** At most `max` entries in a list (the other rules of a list apply to each entry). */
  | { kind: 'count'; max: number }
  /**
   * A gateway written with its network's prefix ("10.0.1.1/24"): the network is private (RFC 1918)
   * with a prefix within the bounds, and the gateway is neither its network nor its broadcast address.
   */
  | { kind: 'gatewayCidr'; minPrefix: number; maxPrefix: number }
  /** Exactly `length` ASCII digits (a code sent as a number). */
  | { kind: 'digits'; length: number }
  /** A whole number above `current`: a size that can only grow (`growFrom`). */
  | { kind: 'growFrom'; current: number };

export type Violation =
  | { kind: 'tooShort'; min: number }
  | { kind: 'tooLong'; max: number }
  | { kind: 'pattern'; pattern: PatternName }
  | { kind: 'notInteger' }
  | { kind: 'outOfRange'; min: number; max: number }
  | { kind: 'notOneOf'; values: readonly (string | number)[] }
  | { kind: 'ipv4' }
  | { kind: 'cidr' }
  | { kind: 'privateCidr'; minPrefix: number; maxPrefix: number }
  | { kind: 'cidrHostBits'; expected: string }
  | { kind: 'portRange' }
  | { kind: 'tooMany'; max: number }
  | { kind: 'gatewayCidr'; minPrefix: number; maxPrefix: number }
  /** The gateway is the network's own address or its broadcast address. */
  | { kind: 'gatewayEdge' }
  /** The gateway lies outside the network `cidr`. */
  | { kind: 'gatewayOutside'; cidr: string }
  /** The same value twice where each must be unique (an env var name, a port, a host and path). */
  | { kind: 'duplicate' }
  /** Larger than `maxBytes` (UTF-8), e.g. a config map's data. */
  | { kind: 'tooLarge'; maxBytes: number }
  | { kind: 'digits'; length: number }
  /** Not above the size it has (`current`). */
  | { kind: 'notGrown'; current: number };

/** What is wrong with a (non-empty) value under `rule`, or null. */
export function checkRule(rule: Rule, value: string | number | boolean): Violation | null {
  const text = String(value);
  switch (rule.kind) {
    case 'length': {
      const n = [...text].length;
      if (n < rule.min) return { kind: 'tooShort', min: rule.min };
      if (n > rule.max) return { kind: 'tooLong', max: rule.max };
      return null;
    }
    case 'pattern':
      return PATTERNS[rule.pattern].test(text) ? null : { kind: 'pattern', pattern: rule.pattern };
    case 'range': {
      const n = typeof value === 'number' ? value : /^-?\d+$/.test(text.trim()) ? Number(text) : NaN;
      if (!Number.isSafeInteger(n)) return { kind: 'notInteger' };
      return n < rule.min || n > rule.max ? { kind: 'outOfRange', min: rule.min, max: rule.max } : null;
    }
    case 'oneOf':
      return rule.values.includes(value as string | number) ? null : { kind: 'notOneOf', values: rule.values };
    case 'ipv4':
      return isIpv4(text) ? null : { kind: 'ipv4' };
    case 'cidr':
      return isCidr(text) ? null : { kind: 'cidr' };
    case 'privateCidr': {
      const r = checkPrivateCidr(text, { min: rule.minPrefix, max: rule.maxPrefix });
      if ('range' in r) return null;
      return r.error === 'hostBits'
        ? { kind: 'cidrHostBits', expected: r.expected }
        : { kind: 'privateCidr', minPrefix: rule.minPrefix, maxPrefix: rule.maxPrefix };
    }
    case 'portRange':
      return isPortRange(text) ? null : { kind: 'portRange' };
    case 'count':
      return null;
    case 'digits':
      return new RegExp(`^\\d{${rule.length}}$`).test(text) ? null : { kind: 'digits', length: rule.length };
    case 'growFrom': {
      const n = typeof value === 'number' ? value : Number(text);
      return Number.isFinite(n) && n > rule.current ? null : { kind: 'notGrown', current: rule.current };
    }
    case 'gatewayCidr': {
      const r = checkGatewayCidr(text, { min: rule.minPrefix, max: rule.maxPrefix });
      if ('range' in r) return null;
      return r.error === 'edge' ? { kind: 'gatewayEdge' } : { kind: 'gatewayCidr', minPrefix: rule.minPrefix, maxPrefix: rule.maxPrefix };
    }
  }
}

/** The first rule `value` breaks, in declaration order. */
export function firstViolation(rules: readonly Rule[], value: string | number | boolean | readonly number[]): Violation | null {
  if (typeof value === 'object') {
    const list = value;
    for (const rule of rules) {
      if (rule.kind === 'count') {
        if (list.length > rule.max) return { kind: 'tooMany', max: rule.max };
      } else {
        for (const entry of list) {
          const v = checkRule(rule, entry);
          if (v) return v;
        }
      }
    }
    return null;
  }
  for (const rule of rules) {
    const v = checkRule(rule, value);
    if (v) return v;
  }
  return null;
}
