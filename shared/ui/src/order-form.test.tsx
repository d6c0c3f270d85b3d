import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '@portal/api';
import { notify } from './toast';
import { AppProviders } from './providers';
import { OrderForm, OrderSection, type OrderFormProps } from './order-form';
import { bundlePriceRows, PriceSummary } from './price-summary';
import { ResourceNameField } from './resource-name-field';

const bundle = { name: 'پایه', price: 720_000 };
const labels = { summary: 'خلاصه سفارش', submit: 'ایجاد', confirmTitle: 'تأیید ایجاد', cancel: 'انصراف' };
const priceLabels = { bundle: 'پلن', monthly: 'هزینه ماهانه', hourly: 'هزینه ساعتی' };

type Checks = Pick<OrderFormProps<{ name: string }, { name: string }>, 'check' | 'fieldName'>;

function Page({ send, ...checks }: { send: (body: { name: string }) => Promise<unknown> } & Checks) {
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
      {...checks}
    >
      <OrderSection title="نام">
        <ResourceNameField label="نام" bare />
      </OrderSection>
    </OrderForm>
  );
}

const setup = (send: (body: { name: string }) => Promise<unknown>, checks: Checks = {}) =>
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/add']}>
        <Routes>
          <Route path="/add" element={<Page send={send} {...checks} />} />
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

  it("runs the page's checks on submit: the first failure is an error toast, no dialog, nothing sent", async () => {
    const user = userEvent.setup();
    const send = jest.fn().mockResolvedValue(undefined);
    const error = jest.spyOn(notify, 'error');
    const check = ({ name }: { name?: string }) => (!name ? 'نام را وارد کنید' : name.length < 5 ? 'نام کوتاه است' : null);
    setup(send, { check });
    await user.click(screen.getByRole('button', { name: 'ایجاد' }));
    // The check also runs when a field's own rule failed (here: the required name).
    await waitFor(() => expect(error).toHaveBeenLastCalledWith('نام را وارد کنید'));
    await user.type(screen.getByRole('textbox', { name: 'نام' }), 'web');
    await user.click(screen.getByRole('button', { name: 'ایجاد' }));
    await waitFor(() => expect(error).toHaveBeenLastCalledWith('نام کوتاه است'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'نام' })).toHaveValue('web');

    await user.type(screen.getByRole('textbox', { name: 'نام' }), '-01');
    await user.click(screen.getByRole('button', { name: 'ایجاد' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'تأیید ایجاد' })).getByRole('button', { name: 'ایجاد' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ name: 'web-01' }));
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('puts a refusal of a differently named request field on the form field fieldName maps it to', async () => {
    const user = userEvent.setup();
    const send = jest.fn().mockRejectedValue(new ApiError({ status: 422, kind: 'http', fieldErrors: { ClusterName: ['این نام گرفته شده است'] } }));
    setup(send, { fieldName: (path) => (path[0] === 'clusterName' ? ['name'] : path) });
    await user.type(screen.getByRole('textbox', { name: 'نام' }), 'web-1');
    await user.click(screen.getByRole('button', { name: 'ایجاد' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'تأیید ایجاد' })).getByRole('button', { name: 'ایجاد' }));
    const field = await screen.findByText('این نام گرفته شده است');
    expect(field.closest('.ant-form-item')).toContainElement(screen.getByRole('textbox', { name: 'نام' }));
    expect(screen.getByRole('textbox', { name: 'نام' })).toHaveValue('web-1');
  });
});
