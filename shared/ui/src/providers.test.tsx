import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Button, Pagination } from 'antd';
import { AppProviders } from './providers';
import { breakpoints, theme } from './theme';

function UsesApp() {
  const { modal } = App.useApp();
  return <Button onClick={() => modal.info({ title: 'پیام آزمایشی', okText: 'باشه' })}>نمایش</Button>;
}

describe('AppProviders', () => {
  it('renders antd right-to-left in Persian and makes App.useApp() work', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <AppProviders>
        <UsesApp />
        <Pagination total={50} />
      </AppProviders>,
    );
    expect(container.querySelector('.ant-pagination-rtl')).not.toBeNull();
    expect(screen.getByTitle('صفحه قبلی')).toBeInTheDocument(); // fa_IR locale
    await user.click(screen.getByRole('button', { name: 'نمایش' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('پیام آزمایشی');
    expect(document.querySelector('.ant-modal-confirm-rtl, .ant-modal-rtl')).not.toBeNull();
  });
});

describe('LoginProviders', () => {
  it('gives antd/es components the same RTL, locale and theme', () => {
    const { LoginProviders } = require('./login-providers') as typeof import('./login-providers');
    const { container } = render(
      <LoginProviders>
        <Pagination total={50} />
      </LoginProviders>,
    );
    expect(container.querySelector('.ant-pagination-rtl')).not.toBeNull();
    expect(screen.getByTitle('صفحه قبلی')).toBeInTheDocument();
  });
});

describe('theme', () => {
  it('uses the breakpoints xs 0 / sm 600 / md 900 / lg 1200 / xl 1344 and the dana font', () => {
    expect(breakpoints).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1344 });
    expect(theme.token?.screenSM).toBe(600);
    expect(theme.token?.screenXSMax).toBe(599);
    expect(theme.token?.screenXL).toBe(1344);
    expect(theme.token?.fontFamily?.startsWith('dana, Vazirmatn')).toBe(true);
  });
});
