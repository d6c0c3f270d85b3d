import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '@portal/api';
import { AppProviders } from './providers';
import { OrderForm, OrderSection } from './order-form';
import { bundlePriceRows, PriceSummary } from './price-summary';
import { ResourceNameField } from './resource-name-field';

const bundle = { name: 'پایه', price: 720_000, hourlyPrice: 1_000 };
const labels = { summary: 'خلاصه سفارش', submit: 'ایجاد', confirmTitle: 'تأیید ایجاد', cancel: 'انصراف' };
const priceLabels = { bundle: 'پلن', monthly: 'هزینه ماهانه', hourly: 'هزینه ساعتی' };

function Page({ send }: { send: (body: { name: string }) => Promise<unknown> }) {
  const [form] = Form.useForm<{ name: string }>();
  const name = Form.useWatch('name', form);
  return (
    <OrderForm<{ name: string }>
      form={form}
      summary={<PriceSummary rows={name ? bundlePriceRows(bundle, priceLabels) : undefined} placeholder="یک پلن انتخاب کنید" />}
      confirmText={(body) => `«${body.name}» ساخته می‌شود.`}
      send={send}
      successMessage="سفارش ثبت شد"
      doneTo="/list"
      labels={labels}
    >
      <OrderSection title="نام">
        <ResourceNameField label="نام" bare />
      </OrderSection>
    </OrderForm>
  );
}

const setup = (send: (body: { name: string }) => Promise<unknown>) =>
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/add']}>
        <Routes>
          <Route path="/add" element={<Page send={send} />} />
          <Route path="/list" element={<p>فهرست</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );

describe('OrderForm', () => {
  it('checks the fields first and sends nothing while they are wrong', async () => {
    const user = userEvent.setup();
    const send = jest.fn();
    setup(send);
    expect(screen.getByText('یک پلن انتخاب کنید')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'نام' }), '-bad');
    await user.click(screen.getByRole('button', { name: 'ایجاد' }));
    expect(await screen.findByText('نام فقط می‌تواند شامل حروف انگلیسی، ارقام و خط تیره باشد و با خط تیره شروع یا تمام نشود')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('confirms with the price repeated, sends what was typed, then goes to the list', async () => {
    const user = userEvent.setup();
    const send = jest.fn().mockResolvedValue(undefined);
    setup(send);
    await user.type(screen.getByRole('textbox', { name: 'نام' }), 'web-1');
    // The price follows the typed name through Form.useWatch, which settles after the keystrokes.
    expect(await screen.findByTestId('price-summary')).toHaveTextContent('ریال');
    await user.click(screen.getByRole('button', { name: 'ایجاد' }));
    const dialog = await screen.findByRole('dialog', { name: 'تأیید ایجاد' });
    expect(dialog).toHaveTextContent('«web-1» ساخته می‌شود.');
    expect(within(dialog).getByTestId('price-summary')).toHaveTextContent('تومان');
    await user.click(within(dialog).getByRole('button', { name: 'ایجاد' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ name: 'web-1' }));
    expect(await screen.findByText('فهرست')).toBeInTheDocument();
  });

  it('on a refusal closes the dialog, marks the field and keeps the input', async () => {
    const user = userEvent.setup();
    const send = jest.fn().mockRejectedValue(new ApiError({ status: 422, kind: 'http', fieldErrors: { Name: ['نام تکراری است'] } }));
    setup(send);
    await user.type(screen.getByRole('textbox', { name: 'نام' }), 'web-1');
    await user.click(screen.getByRole('button', { name: 'ایجاد' }));
    const dialog = await screen.findByRole('dialog', { name: 'تأیید ایجاد' });
    await user.click(within(dialog).getByRole('button', { name: 'ایجاد' }));
    expect(await screen.findByText('نام تکراری است')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'نام' })).toHaveValue('web-1');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'تأیید ایجاد' })).toBeNull());
  });
});
