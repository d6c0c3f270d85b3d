import { useSyncExternalStore } from 'react';
import {
  applyScheme,
  CHOICE_EVENT,
  currentScheme,
  followScheme,
  SCHEME_ATTRIBUTE,
  saveChoice,
  storedChoice,
  type ColorScheme,
  type ColorSchemeChoice,
} from './color-scheme';

let serverScheme: ColorScheme = 'light';

/**
 * The scheme a server-side render (the login page's prerender) draws, and the one hydration starts
 * from: the prerender renders the page in both and keeps each scheme's styles in the page.
 */
export function setServerScheme(scheme: ColorScheme): void {
  serverScheme = scheme;
}

function subscribe(onChange: () => void): () => void {
  // The attribute is the one truth every copy of this module shares (the host's and a remote's
  // @portal/ui alike): whoever changes it, each listener sees it.
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [SCHEME_ATTRIBUTE] });
  window.addEventListener(CHOICE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  const stop = followScheme();
  applyScheme(); // a page without the head script (the dev server) gets its scheme here
  return () => {
    observer.disconnect();
    window.removeEventListener(CHOICE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
    stop();
  };
}

const snapshot = () => `${storedChoice()} ${currentScheme()}`;
const serverSnapshot = () => `system ${serverScheme}`;

export interface ColorSchemeState {
  /** What the user chose (`system` follows the operating system's setting). */
  choice: ColorSchemeChoice;
  /** What the page shows now. */
  scheme: ColorScheme;
  setChoice: (choice: ColorSchemeChoice) => void;
}

export function useColorScheme(): ColorSchemeState {
  const [choice, scheme] = useSyncExternalStore(subscribe, snapshot, serverSnapshot).split(' ') as [ColorSchemeChoice, ColorScheme];
  return { choice, scheme, setChoice: saveChoice };
}
