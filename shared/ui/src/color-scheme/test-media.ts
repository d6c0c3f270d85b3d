/** A `window.matchMedia` whose `(prefers-color-scheme: dark)` the test turns on and off, telling its listeners. */
export function installSystemScheme(initiallyDark = false) {
  let dark = initiallyDark;
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes('dark') ? dark : false;
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    addListener: (listener: () => void) => listeners.add(listener),
    removeListener: (listener: () => void) => listeners.delete(listener),
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return {
    setDark(value: boolean) {
      dark = value;
      for (const listener of [...listeners]) listener();
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

/**
 * Each test of the file starts with nothing stored, no scheme on <html> and a light system; the
 * returned handle turns the system dark.
 */
export function freshSchemeEachTest(): { setDark: (value: boolean) => void } {
  let system = installSystemScheme(false);
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
    system = installSystemScheme(false);
  });
  afterEach(() => system.restore());
  return { setDark: (value) => system.setDark(value) };
}
