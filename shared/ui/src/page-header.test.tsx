import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Button } from 'antd';
import { AppProviders } from './providers';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('shows the title, actions and a back link pointing right in RTL that navigates', async () => {
    const user = userEvent.setup();
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/vpc/7/12/nat']}>
          <Routes>
            <Route path="/vpc/7/12/nat" element={<PageHeader title="NAT" backTo="/vpc/7" extra={<Button>افزودن قانون</Button>} />} />
            <Route path="/vpc/7" element={<h1>فهرست ابرهای اختصاصی</h1>} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'NAT' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'افزودن قانون' })).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'بازگشت' });
    expect(back).toHaveAttribute('href', '/vpc/7');
    expect(back.querySelector('.anticon-arrow-right')).not.toBeNull();
    await user.click(back);
    expect(screen.getByRole('heading', { name: 'فهرست ابرهای اختصاصی' })).toBeInTheDocument();
  });

  it('has no back link without a target', () => {
    render(
      <MemoryRouter>
        <PageHeader title="داشبورد" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
