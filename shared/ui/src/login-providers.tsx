/**
 * Providers of the login "island": the same ConfigProvider setup as `AppProviders`, but
 * imported from `antd/es/*` subpaths so that the login page never pulls in the root `antd`
 * package (see shared/notes/login-performance.md). Import via `@portal/ui/login-providers`.
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
