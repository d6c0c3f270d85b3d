import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { LoginProviders } from '@portal/ui/login-providers';
import { DefaultToaster } from '@portal/ui/toasters';
import { setNavigator } from '@portal/session';
import { ForgetPage } from './ForgetPage';
import { LoginPage } from './LoginPage';
import { SignupPage } from './SignupPage';
import { TwoFactorLoginPage } from './TwoFactorLoginPage';
import { goTo, publicPaths, resolvePublicPath, usePathname, type PublicPath } from './public-router';

// Fetched only when a provider sends the browser back, so the login page carries none of it.
const ExternalCallbackPage = lazy(() => import('./ExternalCallbackPage'));
const GoogleCallback = () => <ExternalCallbackPage provider="google" />;
const ItoCallback = () => <ExternalCallbackPage provider="ito" />;

const pages: Record<PublicPath, ComponentType> = {
  [publicPaths.login]: LoginPage,
  [publicPaths.twoFactor]: TwoFactorLoginPage,
  [publicPaths.signup]: SignupPage,
  [publicPaths.forget]: ForgetPage,
  [publicPaths.googleCallback]: GoogleCallback,
  [publicPaths.itoCallback]: ItoCallback,
};

/** Everything a signed-out visitor can see. Any other path lands on the login page. */
export function PublicApp() {
  const pathname = usePathname();
  const path = resolvePublicPath(pathname);

  useEffect(() => {
    if (path !== pathname) goTo(path, true);
  }, [path, pathname]);

  useEffect(() => setNavigator((to) => goTo(to)), []);

  const Page = pages[path];
  return (
    <LoginProviders>
      <DefaultToaster />
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </LoginProviders>
  );
}
