/**
 * Providers of the login "island": the portal's ConfigProvider (RTL, fa_IR, light or dark theme) and the form
 * error announcer. `AppProviders` wraps antd's `App` in these. Import via `@portal/ui/login-providers`.
 */
import type { ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import faIR from 'antd/es/locale/fa_IR';
import { theme } from './theme';
import { darkTheme } from './color-scheme/dark-theme';
import { useColorScheme } from './color-scheme/use-color-scheme';
import { FormErrorAnnouncer } from './form-error-announcer';

export interface LoginProvidersProps {
  children?: ReactNode;
}

export function LoginProviders({ children }: LoginProvidersProps) {
  // The scheme <html data-theme> shows (set before the first paint by the page's head script).
  const { scheme } = useColorScheme();
  return (
    <ConfigProvider direction="rtl" locale={faIR} theme={scheme === 'dark' ? darkTheme : theme}>
      {children}
      <FormErrorAnnouncer />
    </ConfigProvider>
  );
}

export default LoginProviders;
