/**
 * What keeps a wizard's place and input across history moves and reloads: the step lives in the
 * URL (`?step=3`, so back and forward move between steps), the draft in sessionStorage (this tab
 * only, gone with it), and leaving with unsaved input asks first (`useLeaveGuard`).
 */
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_NavigationContext, useBlocker, useInRouterContext, useLocation, useSearchParams } from 'react-router-dom';
import { normalizeDigits } from '@portal/locale';

/** The 1-based step in the URL's `param` and a way to move it (each move is a history entry). */
export function useUrlStep(param = 'step'): [number, (step: number, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(normalizeDigits(params.get(param) ?? '1'));
  const step = Number.isSafeInteger(raw) && raw >= 1 ? raw : 1;
  const go = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      setParams(
        (current) => {
          const q = new URLSearchParams(current);
          if (next <= 1) q.delete(param);
          else q.set(param, String(next));
          return q;
        },
        { replace: options?.replace },
      ),
    [param, setParams],
  );
  return [step, go];
}

const DRAFT_PREFIX = 'portal.wizard-draft.';

/** A saved draft, or null (none, or unreadable). */
export function readWizardDraft<D>(key: string): Partial<D> | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_PREFIX + key);
    return raw ? (JSON.parse(raw) as Partial<D>) : null;
  } catch {
    return null;
  }
}

export function clearWizardDraft(key: string): void {
  try {
    sessionStorage.removeItem(DRAFT_PREFIX + key);
  } catch {
    // storage unavailable: nothing was kept
  }
}

/**
 * Keeps `value` in sessionStorage under `key` as it changes, without the `secret` fields: a
 * password must never reach storage, so a reload asks for it again.
 */
export function useWizardDraft<D extends object>(key: string, value: D, secret: readonly (keyof D)[] = []): void {
  const json = JSON.stringify(Object.fromEntries(Object.entries(value).filter(([k]) => !secret.includes(k as keyof D))));
  useEffect(() => {
    try {
      sessionStorage.setItem(DRAFT_PREFIX + key, json);
    } catch {
      // storage full or unavailable: the draft just does not survive a reload
    }
  }, [key, json]);
}

function pathOf(to: unknown): string | undefined {
  if (typeof to === 'string') return to.split(/[?#]/)[0] || undefined;
  return (to as { pathname?: string } | null)?.pathname;
}

type Navigator = { push: (...args: never[]) => void; replace: (...args: never[]) => void };

/**
 * Asks before leaving the page while `unsaved()` holds: the browser's own question on reload or
 * close (`beforeunload`), and `pending` for a move inside the portal to another page (moves that
 * change only the query, such as the step, pass). A data router blocks with `useBlocker`; the
 * portal's BrowserRouter has no blocker, so its navigator's push/replace are held instead (the
 * browser's back button to another page is not caught there: its steps are history entries).
 */
export function useLeaveGuard(unsaved: () => boolean): { pending: boolean; proceed: () => void; stay: () => void } {
  const check = useRef(unsaved);
  check.current = unsaved;
  const inRouter = useInRouterContext();
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  // null outside a router (a wizard rendered on its own): nothing to hold there.
  const navigator = (useContext(UNSAFE_NavigationContext) as { navigator?: unknown } | null)?.navigator as Navigator | undefined;
  const [held, setHeld] = useState<(() => void) | null>(null);

  useEffect(() => {
    const ask = (e: BeforeUnloadEvent) => {
      if (!check.current()) return;
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);

  // Hooks below depend on what kind of router the page has, which never changes while mounted.
  let blocker: ReturnType<typeof useBlocker> | null = null;
  if (dataRouter) {
    // eslint-disable-next-line react-hooks/rules-of-hooks
    blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && check.current());
  }
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const pathname = inRouter ? useLocation().pathname : '';
  const here = useRef(pathname);
  here.current = pathname;

  useEffect(() => {
    if (dataRouter || !inRouter || !navigator) return;
    const { push, replace } = navigator;
    const hold =
      (original: (...args: never[]) => void) =>
      (...args: never[]) => {
        const path = pathOf(args[0]);
        if (path !== undefined && path !== here.current && check.current()) setHeld(() => () => original.apply(navigator, args));
        else original.apply(navigator, args);
      };
    navigator.push = hold(push);
    navigator.replace = hold(replace);
    return () => {
      navigator.push = push;
      navigator.replace = replace;
    };
  }, [dataRouter, inRouter, navigator]);

  if (blocker) {
    const b = blocker;
    return { pending: b.state === 'blocked', proceed: () => b.proceed?.(), stay: () => b.reset?.() };
  }
  return {
    pending: held !== null,
    proceed: () => {
      const go = held;
      setHeld(null);
      go?.();
    },
    stay: () => setHeld(null),
  };
}
