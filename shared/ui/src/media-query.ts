import { useSyncExternalStore } from 'react';
import { breakpoints, mediaUp, type Breakpoint } from './theme';

/** Below the `sm` band (600 px): a phone held upright. */
const NARROW = `(max-width: ${breakpoints.sm - 0.02}px)`;

const listOf = (query: string): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

// One subscribe function per query: a new one each render would make React subscribe again.
const subscribers = new Map<string, (onChange: () => void) => () => void>();
const subscribeTo = (query: string) => {
  let subscribe = subscribers.get(query);
  if (!subscribe) {
    subscribe = (onChange) => {
      const list = listOf(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    };
    subscribers.set(query, subscribe);
  }
  return subscribe;
};

/**
 * Whether a media query matches, right at the first render. antd's `Grid.useBreakpoint` knows the
 * screen only in a layout effect and then renders its component again, inside the first commit:
 * for the shell's layout that was the whole page rendered twice before its first paint.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    subscribeTo(query),
    () => listOf(query)?.matches ?? false,
    () => false,
  );
}

/** Whether the viewport is phone-narrow, known at the first render (no desktop flash on a phone). */
export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW);
}

/** Whether the viewport is at least the band `bp` wide (the theme's breakpoints, antd's too). */
export function useScreenUp(bp: Breakpoint): boolean {
  return useMediaQuery(mediaUp(bp));
}
