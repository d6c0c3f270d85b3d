/**
 * Providers of the login "island": the portal's ConfigProvider (RTL, fa_IR, theme) and the form
 * error announcer. `AppProviders` wraps antd's `App` in these. Import via `@portal/ui/login-providers`.
 */
import type { ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import faIR from 'antd/es/locale/fa_IR';
import { theme } from './theme';
import { FormErrorAnnouncer } from './form-error-announcer';

export interface LoginProvidersProps {
  children?: ReactNode;
}

export function LoginProviders({ children }: LoginProvidersProps) {
  return (
    <ConfigProvider direction="rtl" locale={faIR} theme={theme}>
      {children}
      <FormErrorAnnouncer />
    </ConfigProvider>
  );
}

export default LoginProviders;
