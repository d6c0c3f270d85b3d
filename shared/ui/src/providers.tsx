/**
 * Providers of the signed-in app: antd ConfigProvider (RTL, fa_IR, portal theme) and antd
 * `App` so that `App.useApp()` (message, modal, notification) follows the ConfigProvider.
 * The login page uses the lighter `LoginProviders` (no antd `App`) from `@portal/ui/login-providers`.
 */
import type { ReactNode } from 'react';
import App from 'antd/es/app';
import ConfigProvider from 'antd/es/config-provider';
import faIR from 'antd/es/locale/fa_IR';
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
