/**
 * Providers of the signed-in app: antd ConfigProvider (RTL, fa_IR, portal theme) and antd
 * `App` so that `App.useApp()` (message, modal, notification) follows the ConfigProvider.
 * This file imports the root `antd` package: never import it from the login page; the login
 * page uses `LoginProviders` from `@portal/ui/login-providers`.
 */
import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import faIR from 'antd/locale/fa_IR';
import { theme } from './theme';
import { FormErrorAnnouncer } from './form-error-announcer';

export interface AppProvidersProps {
  children?: ReactNode;
}

export function AppProviders({ children }: AppProvidersProps) {
  return (
    <ConfigProvider direction="rtl" locale={faIR} theme={theme}>
      <App>
        {children}
        <FormErrorAnnouncer />
      </App>
    </ConfigProvider>
  );
}

export default AppProviders;
