import { getAccessToken, hasToken, needsSecondFactor, PENDING_TOKEN, useAuthStore } from './auth-store';
import type { LoginResponse } from '@portal/contracts';

/** The provider's login answer: every field present. */
const response = (over: Partial<LoginResponse> = {}): LoginResponse => ({
  twoFactor: false,
  accessToken: 'tok-1',
  userId: 12,
  userTitle: 'مریم رضایی',
  isSuperUser: true,
  isFinancialManager: false,
  isAccountManager: true,
  profileCompleted: true,
  captchaRequired: false,
  roles: [],
  ...over,
});
const submitted = { email: 'maryam@example.com', password: 'Secret1!' };
const stored = () => JSON.parse(localStorage.getItem('loginInfo') ?? 'null');

/** Loads a fresh copy of the store, as a page start-up would, with the given stored value. */
function startWith(value: string | null) {
  localStorage.clear();
  if (value !== null) localStorage.setItem('loginInfo', value);
  let fresh!: typeof import('./auth-store');
  jest.isolateModules(() => {
    fresh = require('./auth-store');
  });
  return fresh;
}

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().clear();
});

describe('restore at start-up', () => {
  it('restores stored login info', () => {
    const m = startWith(JSON.stringify({ ...response(), email: submitted.email }));
    expect(m.useAuthStore.getState().loginInfo).toEqual({ ...response(), email: '' });
    expect(m.hasToken()).toBe(true);
  });
  it('reads a value stored by an older build (no rights, no user id) as no rights', () => {
    const m = startWith(JSON.stringify({ accessToken: 'tok-1', twoFactor: false, profileCompleted: true, userTitle: 'مریم رضایی', email: submitted.email }));
    expect(m.useAuthStore.getState().loginInfo).toEqual({ ...response({ userId: 0, isSuperUser: false, isAccountManager: false, roles: null }), email: '' });
    expect(m.hasToken()).toBe(true);
  });
  it('removes an unparseable stored value', () => {
    const m = startWith('{not json');
    expect(m.useAuthStore.getState().loginInfo).toBeNull();
    expect(localStorage.getItem('loginInfo')).toBeNull();
  });
  it('removes a parseable value that is not login info', () => {
    for (const junk of ['42', 'null', '"text"', '{"token":"x"}']) {
      const m = startWith(junk);
      expect(m.useAuthStore.getState().loginInfo).toBeNull();
      expect(localStorage.getItem('loginInfo')).toBeNull();
    }
  });
  it('strips a password persisted by an older build', () => {
    startWith(JSON.stringify({ ...response(), email: submitted.email, password: 'Secret1!' }));
    expect(localStorage.getItem('loginInfo')).not.toContain('Secret1!');
    expect(stored().email).toBe(submitted.email);
  });
  it('starts logged out when nothing is stored', () => {
    const m = startWith(null);
    expect(m.useAuthStore.getState().loginInfo).toBeNull();
    expect(m.hasToken()).toBe(false);
  });
});

describe('loginSucceeded', () => {
  it('keeps the response in memory with email blank and no password', () => {
    useAuthStore.getState().loginSucceeded(response(), submitted);
    const info = useAuthStore.getState().loginInfo!;
    expect(info).toEqual({ ...response(), email: '' });
    expect(JSON.stringify(useAuthStore.getState())).not.toContain('Secret1!');
    expect(useAuthStore.getState().pendingTwoFactor).toBeNull();
  });
  it('persists the response and the email, never the password', () => {
    useAuthStore.getState().loginSucceeded(response({ extra: 'x' } as never), submitted);
    expect(stored()).toEqual({ ...response(), email: submitted.email });
    expect(localStorage.getItem('loginInfo')).not.toContain('Secret1!');
  });
  it('treats the access token "0" as no token and keeps the e-mail for the code step in memory, never the password', () => {
    useAuthStore.getState().loginSucceeded(response({ accessToken: PENDING_TOKEN, twoFactor: true }), submitted);
    expect(hasToken()).toBe(false);
    expect(getAccessToken()).toBeNull();
    expect(useAuthStore.getState().pendingTwoFactor).toEqual({ email: submitted.email });
    expect(JSON.stringify(useAuthStore.getState())).not.toContain('Secret1!');
    expect(localStorage.getItem('loginInfo')).not.toContain('Secret1!');
  });
  it('a null or empty token with twoFactor also means the code step follows', () => {
    expect(needsSecondFactor(response({ accessToken: null, twoFactor: true }))).toBe(true);
    expect(needsSecondFactor(response({ accessToken: '', twoFactor: true }))).toBe(true);
    expect(needsSecondFactor(response({ accessToken: null, twoFactor: false }))).toBe(false);
    expect(needsSecondFactor(response({ twoFactor: true }))).toBe(false);
    useAuthStore.getState().loginSucceeded(response({ accessToken: null, twoFactor: true }), submitted);
    expect(useAuthStore.getState().pendingTwoFactor).toEqual({ email: submitted.email });
  });
  it('treats an empty token as no token', () => {
    useAuthStore.getState().loginSucceeded(response({ accessToken: '' }), submitted);
    expect(hasToken()).toBe(false);
  });
});

describe('twoFactorSucceeded', () => {
  it('stores the response as login info and forgets the pending credentials', () => {
    useAuthStore.getState().loginSucceeded(response({ accessToken: '0', twoFactor: true }), submitted);
    useAuthStore.getState().twoFactorSucceeded(response({ accessToken: 'tok-2', twoFactor: true }));
    const state = useAuthStore.getState();
    expect(state.loginInfo).toEqual({ ...response({ accessToken: 'tok-2', twoFactor: true }), email: '' });
    expect(state.pendingTwoFactor).toBeNull();
    expect(getAccessToken()).toBe('tok-2');
    expect(stored()).toEqual({ ...response({ accessToken: 'tok-2', twoFactor: true }), email: submitted.email });
  });
});

describe('updates', () => {
  beforeEach(() => useAuthStore.getState().loginSucceeded(response(), submitted));
  it('setTwoFactor sets twoFactor in memory and storage', () => {
    useAuthStore.getState().setTwoFactor(true);
    expect(useAuthStore.getState().loginInfo?.twoFactor).toBe(true);
    expect(stored()).toMatchObject({ twoFactor: true, email: submitted.email });
  });
  it('setProfileCompleted sets profileCompleted in memory and storage', () => {
    useAuthStore.getState().setProfileCompleted(false);
    expect(useAuthStore.getState().loginInfo?.profileCompleted).toBe(false);
    expect(stored()).toMatchObject({ profileCompleted: false, email: submitted.email });
  });
  it('updates do nothing when logged out', () => {
    useAuthStore.getState().clear();
    useAuthStore.getState().setTwoFactor(true);
    expect(useAuthStore.getState().loginInfo).toBeNull();
    expect(localStorage.getItem('loginInfo')).toBeNull();
  });
  it('clear forgets memory and storage', () => {
    useAuthStore.getState().clear();
    expect(useAuthStore.getState().loginInfo).toBeNull();
    expect(localStorage.getItem('loginInfo')).toBeNull();
  });
});

describe('without usable localStorage', () => {
  it('keeps working in memory when storage throws', () => {
    const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    useAuthStore.getState().loginSucceeded(response(), submitted);
    expect(getAccessToken()).toBe('tok-1');
    spy.mockRestore();
  });
});
