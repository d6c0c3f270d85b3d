/**
 * The browser's colour scheme: the user's choice (light, dark, or the system's), remembered in
 * localStorage, and the scheme it resolves to, written on <html data-theme> where the page's CSS
 * (its custom properties) and antd's provider read it. No React here: the page's inline head script
 * (boot.ts, written into every host page by host/prerender.mjs) runs this before the first paint.
 */
// The storage keys' own file, not @portal/session's root: the head script must stay a few hundred bytes.
import { STORAGE_KEYS } from '@portal/session/src/storage-keys';

export const COLOR_SCHEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ColorSchemeChoice = (typeof COLOR_SCHEME_CHOICES)[number];
export type ColorScheme = 'light' | 'dark';

export const PREFERS_DARK = '(prefers-color-scheme: dark)';
export const SCHEME_ATTRIBUTE = 'data-theme';
/** Sent on the window when the choice changes in this tab (another tab's change comes as `storage`). */
export const CHOICE_EVENT = 'portal:color-scheme';

const isChoice = (value: unknown): value is ColorSchemeChoice => COLOR_SCHEME_CHOICES.includes(value as ColorSchemeChoice);

/** The stored choice; `system` when none is stored or storage is unavailable. */
export function storedChoice(): ColorSchemeChoice {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.colorScheme);
    return isChoice(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

export const resolveScheme = (choice: ColorSchemeChoice, prefersDark: boolean): ColorScheme =>
  choice === 'system' ? (prefersDark ? 'dark' : 'light') : choice;

const prefersDark = () => typeof matchMedia === 'function' && matchMedia(PREFERS_DARK).matches;

/** The scheme the stored choice gives now. */
export const currentScheme = (): ColorScheme => resolveScheme(storedChoice(), prefersDark());

/** Writes the current scheme on <html>; returns it. */
export function applyScheme(): ColorScheme {
  const scheme = currentScheme();
  if (document.documentElement.getAttribute(SCHEME_ATTRIBUTE) !== scheme) document.documentElement.setAttribute(SCHEME_ATTRIBUTE, scheme);
  return scheme;
}

/** Remembers the choice in this browser and applies it at once. */
export function saveChoice(choice: ColorSchemeChoice): void {
  try {
    localStorage.setItem(STORAGE_KEYS.colorScheme, choice);
  } catch {
    // Storage refused (private mode, quota): the choice holds for this page only.
  }
  applyScheme();
  window.dispatchEvent(new Event(CHOICE_EVENT));
}

/**
 * Keeps <html data-theme> current while the page is open: the system's setting changing (it
 * matters while the choice is `system`) or another tab changing the choice. Returns the stop.
 */
export function followScheme(): () => void {
  const media = typeof matchMedia === 'function' ? matchMedia(PREFERS_DARK) : undefined;
  const apply = () => void applyScheme();
  media?.addEventListener('change', apply);
  window.addEventListener('storage', apply);
  return () => {
    media?.removeEventListener('change', apply);
    window.removeEventListener('storage', apply);
  };
}
