/**
 * The two toasters of the portal (one toast helper: `notify` in ./toast):
 * - `LayoutToaster` inside the signed-in layout: top-center, at most 3 visible, 10 s, RTL.
 * - `DefaultToaster` everywhere else (login, public pages): top-right, 5 s, paused on hover
 *   (built into react-hot-toast) and while the window has lost focus; Alt+T moves keyboard
 *   focus to the toast region.
 * Only one of them is mounted at a time; both show the default react-hot-toast store.
 * No antd import here: the login page uses DefaultToaster.
 */
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import toast, { Toaster, useToaster, useToasterStore } from 'react-hot-toast';
import type { DefaultToastOptions, ToastPosition } from 'react-hot-toast';
import { fontFamily } from './theme';
import { uiMessages } from './messages';

export const LAYOUT_TOAST_LIMIT = 3;
export const LAYOUT_TOAST_DURATION = 10_000;
export const DEFAULT_TOAST_DURATION = 5_000;

const baseStyle = { direction: 'rtl' as const, fontFamily, textAlign: 'right' as const };

function options(duration: number): DefaultToastOptions {
  return {
    duration,
    style: baseStyle,
    ariaProps: { role: 'status', 'aria-live': 'polite' },
    loading: { duration: Infinity },
  };
}

/** Dismisses the oldest visible toasts beyond `limit` (react-hot-toast has no max option). */
export function useToastLimit(limit: number): void {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .sort((a, b) => b.createdAt - a.createdAt)
      .slice(limit)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts, limit]);
}

/**
 * Pauses every toast timer while the window is not focused. Pass the same options as the
 * Toaster: useToaster also runs dismiss timers, which must use the same durations.
 */
export function usePauseOnWindowBlur(toastOptions: DefaultToastOptions): void {
  const { handlers } = useToaster(toastOptions);
  const { startPause, endPause } = handlers;
  useEffect(() => {
    window.addEventListener('blur', startPause);
    window.addEventListener('focus', endPause);
    return () => {
      window.removeEventListener('blur', startPause);
      window.removeEventListener('focus', endPause);
    };
  }, [startPause, endPause]);
}

/** Alt+T focuses the element in `ref` (the toast region). */
export function useFocusHotkey(ref: RefObject<HTMLElement | null>, key = 't'): void {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      // `code` so that the Persian keyboard layout (where T types "ف") works too.
      if (e.altKey && !e.ctrlKey && !e.metaKey && (e.code === `Key${key.toUpperCase()}` || e.key.toLowerCase() === key)) {
        e.preventDefault();
        ref.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [ref, key]);
}

const layoutOptions = options(LAYOUT_TOAST_DURATION);
const defaultOptions = options(DEFAULT_TOAST_DURATION);

interface RegionProps {
  position: ToastPosition;
  toastOptions: DefaultToastOptions;
}

function ToastRegion({ position, toastOptions }: RegionProps) {
  const ref = useRef<HTMLElement>(null);
  useFocusHotkey(ref);
  // The toaster's container is positioned with an inline style attribute; rendered only once the
  // page runs, the prerendered login page carries none (the CSP refuses inline style attributes).
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  return (
    <section ref={ref} tabIndex={-1} aria-label={uiMessages.toastRegion} data-testid="toast-region">
      {running && <Toaster position={position} toastOptions={toastOptions} />}
    </section>
  );
}

/** Toaster of the signed-in layout: top-center, max 3, 10 s, RTL. */
export function LayoutToaster() {
  useToastLimit(LAYOUT_TOAST_LIMIT);
  return <ToastRegion position="top-center" toastOptions={layoutOptions} />;
}

/** Toaster outside the layout: top-right, 5 s, pause on hover and on window blur, Alt+T. */
export function DefaultToaster() {
  usePauseOnWindowBlur(defaultOptions);
  return <ToastRegion position="top-right" toastOptions={defaultOptions} />;
}
