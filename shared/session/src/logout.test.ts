import { useAuthStore } from './auth-store';
import { useProjectStore } from './project-store';
import { expireSession, logout, onLogout } from './logout';
import { navigateTo, setNavigator } from './navigation';

const response = { accessToken: 'tok', twoFactor: false, profileCompleted: true, userTitle: 'کاربر' };
let navigate: jest.Mock;
let unsetNavigator: () => void;

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().loginSucceeded(response, { email: 'a@b.c', password: 'Secret1!' });
  useProjectStore.getState().setProjectList([
    {
      id: 5,
      name: 'پروژه',
      customer: 'م',
      customerId: 1,
      datacenterId: 1,
      datacenter: 'تهران',
      hypervisorId: 1,
      hypervisor: 'KVM',
      isPublic: false,
      status: true,
    },
  ]);
  useProjectStore.getState().setProjectId(5);
  localStorage.setItem('somethingElse', 'x');
  navigate = jest.fn();
  unsetNavigator = setNavigator(navigate);
});
afterEach(() => unsetNavigator());

describe('logout', () => {
  it('clears the whole localStorage, auth state, selected project and project list', () => {
    logout();
    expect(localStorage.length).toBe(0);
    expect(useAuthStore.getState().loginInfo).toBeNull();
    expect(useProjectStore.getState()).toMatchObject({ selectedProjectId: null, selectedProject: null, projectList: [] });
  });
  it("keeps the browser's canary id, so the browser stays on the same remote versions", () => {
    localStorage.setItem('canaryBrowserId', 'AAAAAAAAAAAAAAAAAAAAAA');
    logout();
    expect(localStorage.getItem('canaryBrowserId')).toBe('AAAAAAAAAAAAAAAAAAAAAA');
    expect(localStorage.length).toBe(1);
  });
  it("keeps the users' table settings (each under its user id), so a sign-out or expiry does not undo them", () => {
    localStorage.setItem('tablePrefs', '{"u7":{"vm.servers":{"pageSize":50}}}');
    expireSession();
    expect(localStorage.getItem('tablePrefs')).toBe('{"u7":{"vm.servers":{"pageSize":50}}}');
  });
  it('calls the listeners with the reason, then navigates to /', () => {
    const order: string[] = [];
    const off = onLogout((reason) => order.push(`listener:${reason}`));
    navigate.mockImplementation((p: string) => order.push(`navigate:${p}`));
    logout();
    expect(order).toEqual(['listener:user', 'navigate:/']);
    off();
  });
  it('stops calling a listener after unsubscribe', () => {
    const fn = jest.fn();
    const off = onLogout(fn);
    off();
    logout();
    expect(fn).not.toHaveBeenCalled();
  });
  it('runs the other listeners when one throws', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const offBad = onLogout(() => {
      throw new Error('boom');
    });
    const good = jest.fn();
    const offGood = onLogout(good);
    logout();
    expect(good).toHaveBeenCalledWith('user');
    expect(navigate).toHaveBeenCalledWith('/');
    offBad();
    offGood();
    error.mockRestore();
  });
});

describe('expireSession', () => {
  it('clears the same state but ends on the login page', () => {
    const fn = jest.fn();
    const off = onLogout(fn);
    expireSession();
    expect(useAuthStore.getState().loginInfo).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(fn).toHaveBeenCalledWith('expired');
    expect(navigate).toHaveBeenLastCalledWith('/account/login');
    off();
  });
  it('wins over a listener that navigates to / on its own', () => {
    const off = onLogout(() => navigateTo('/'));
    expireSession();
    expect(navigate).toHaveBeenLastCalledWith('/account/login');
    off();
  });
});
