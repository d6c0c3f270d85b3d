/**
 * Providers of the signed-in app: antd ConfigProvider (RTL, fa_IR, portal theme) and antd
 * `App` so that `App.useApp()` (message, modal, notification) follows the ConfigProvider.
 * The login page uses the lighter `LoginProviders` (no antd `App`) from `@portal/ui/login-providers`.
 */
import type { ReactNode } from 'react';
import App from 'antd/es/app';
import { LoginProviders } from './login-providers';

export interface AppProvidersProps {
  children?: ReactNode;
}

/** The login page's ConfigProvider (one place for direction, locale and theme) plus antd's `App`. */
export function AppProviders({ children }: AppProvidersProps) {
  return (
    <LoginProviders>
      <App>{children}</App>
    </LoginProviders>
  );
}

export default AppProviders;
