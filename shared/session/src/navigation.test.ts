import { currentPath, navigateTo, setNavigator } from './navigation';

describe('navigation bridge', () => {
  it('uses the registered navigator', () => {
    const nav = jest.fn();
    const unset = setNavigator(nav);
    navigateTo('/forbidden');
    expect(nav).toHaveBeenCalledWith('/forbidden');
    unset();
  });
  it('falls back to window.location without a navigator', () => {
    // jsdom implements only hash navigation, which is enough to see location.assign was used.
    navigateTo('#/account/login');
    expect(window.location.hash).toBe('#/account/login');
    expect(currentPath()).toBe(window.location.pathname);
  });
  it('an old unregister does not remove a newer navigator', () => {
    const first = jest.fn();
    const second = jest.fn();
    const unsetFirst = setNavigator(first);
    const unsetSecond = setNavigator(second);
    unsetFirst();
    navigateTo('/');
    expect(second).toHaveBeenCalledWith('/');
    expect(first).not.toHaveBeenCalled();
    unsetSecond();
  });
});
