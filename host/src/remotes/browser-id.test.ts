import { browserId, CANARY_BROWSER_ID_KEY, newBrowserId, resetBrowserIdForTests } from './browser-id';

/** What a reload does to this module: its page state is gone, storage stays. */
const reload = () => resetBrowserIdForTests();

describe('browser id', () => {
  beforeEach(() => {
    localStorage.clear();
    resetBrowserIdForTests();
    jest.restoreAllMocks();
  });

  it('is 16 random bytes in base64url', () => {
    const ids = Array.from({ length: 50 }, newBrowserId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is made once, stored, and the same after a reload', () => {
    const first = browserId();
    expect(localStorage.getItem(CANARY_BROWSER_ID_KEY)).toBe(first);
    reload();
    expect(browserId()).toBe(first);
  });

  it('replaces a stored value that is not an id', () => {
    localStorage.setItem(CANARY_BROWSER_ID_KEY, '<script>');
    const id = browserId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(localStorage.getItem(CANARY_BROWSER_ID_KEY)).toBe(id);
  });

  it('stays the same for the page when storage is cleared under it (logout)', () => {
    const id = browserId();
    localStorage.clear();
    expect(browserId()).toBe(id);
  });

  it('without storage, lasts for the page only', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const id = browserId();
    expect(browserId()).toBe(id);
    reload();
    expect(browserId()).not.toBe(id);
  });
});
