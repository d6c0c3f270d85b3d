import { useSyncExternalStore } from 'react';
import { breakpoints } from './theme';

/** Below the `sm` band (600 px): a phone held upright. */
const NARROW = `(max-width: ${breakpoints.sm - 0.02}px)`;

const query = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(NARROW) : null);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/** Whether the viewport is phone-narrow, known at the first render (no desktop flash on a phone). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
