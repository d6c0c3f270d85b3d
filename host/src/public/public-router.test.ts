import { goTo, publicPaths, resolvePublicPath } from './public-router';

describe('public routes', () => {
  it('keeps the four public pages', () => {
    for (const path of Object.values(publicPaths)) expect(resolvePublicPath(path)).toBe(path);
    expect(resolvePublicPath('/account/signup/')).toBe(publicPaths.signup);
  });

  it('sends every other path to the login page', () => {
    expect(resolvePublicPath('/')).toBe(publicPaths.login);
    expect(resolvePublicPath('/storage/3')).toBe(publicPaths.login);
    expect(resolvePublicPath('/account/unknown')).toBe(publicPaths.login);
  });

  it('navigates with the history API and tells listeners', () => {
    const listener = jest.fn();
    window.addEventListener('popstate', listener);
    goTo(publicPaths.forget);
    expect(window.location.pathname).toBe(publicPaths.forget);
    expect(listener).toHaveBeenCalledTimes(1);
    goTo(publicPaths.login, true);
    expect(window.location.pathname).toBe(publicPaths.login);
    window.removeEventListener('popstate', listener);
  });
});
