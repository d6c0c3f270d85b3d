import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { AppProviders } from './providers';
import { LayoutToaster } from './toasters';
import { Wizard } from './wizard';
import { PredefinedCustomToggle } from './predefined-custom-toggle';

afterEach(() => {
  act(() => toast.remove());
});

function CreateServer({ onSubmit }: { onSubmit: (v: { name: string; predefined: boolean }) => Promise<void> | void }) {
  const [name, setName] = useState('');
  const [predefined, setPredefined] = useState(true);
  return (
    <AppProviders>
      <LayoutToaster />
      <Wizard
        onSubmit={() => onSubmit({ name, predefined })}
        submitText="ایجاد سرور"
        steps={[
          {
            title: 'پیکربندی',
            content: <PredefinedCustomToggle value={predefined} onChange={setPredefined} />,
          },
          {
            title: 'نام سرور',
            content: <input aria-label="نام سرور" value={name} onChange={(e) => setName(e.target.value)} />,
            validate: () => (name.length < 5 ? 'نام سرور نباید کمتر از پنج کاراکتر باشد' : null),
          },
        ]}
      />
    </AppProviders>
  );
}

describe('Wizard', () => {
  it('numbers its steps in Persian digits', () => {
    const { container } = render(<CreateServer onSubmit={jest.fn()} />);
    const numbers = [...container.querySelectorAll('.ant-steps-item-icon-number')].map((n) => n.textContent);
    expect(numbers).toEqual(['۱', '۲']);
  });

  it('starts at step 1, moves forward and back', async () => {
    const user = userEvent.setup();
    render(<CreateServer onSubmit={jest.fn()} />);
    expect(screen.getByRole('region', { name: 'پیکربندی' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'مرحله قبل' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'مرحله بعد' }));
    expect(screen.getByRole('textbox', { name: 'نام سرور' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'مرحله قبل' }));
    expect(screen.getByRole('region', { name: 'پیکربندی' })).toBeInTheDocument();
  });

  it('shows the validation message as an error toast and does not submit', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<CreateServer onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'مرحله بعد' }));
    await user.type(screen.getByRole('textbox', { name: 'نام سرور' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'ایجاد سرور' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('نام سرور نباید کمتر از پنج کاراکتر باشد');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'نام سرور' }), 'de');
    await user.click(screen.getByRole('button', { name: 'ایجاد سرور' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'abcde', predefined: true });
  });

  it('keeps the predefined/custom choice (predefined by default)', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<CreateServer onSubmit={onSubmit} />);
    expect(screen.getByRole('radio', { name: 'پیکربندی آماده' })).toBeChecked();
    await user.click(screen.getByText('پیکربندی دلخواه'));
    expect(screen.getByRole('radio', { name: 'پیکربندی دلخواه' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'مرحله بعد' }));
    await user.type(screen.getByRole('textbox', { name: 'نام سرور' }), 'server-1');
    await user.click(screen.getByRole('button', { name: 'ایجاد سرور' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'server-1', predefined: false });
  });

  it('prevents double submission while the submit is in flight', async () => {
    const user = userEvent.setup();
    let resolve!: () => void;
    const onSubmit = jest.fn(() => new Promise<void>((r) => (resolve = r)));
    render(<CreateServer onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'مرحله بعد' }));
    await user.type(screen.getByRole('textbox', { name: 'نام سرور' }), 'server-1');
    await user.click(screen.getByRole('button', { name: 'ایجاد سرور' }));
    await user.click(screen.getByRole('button', { name: /ایجاد سرور/ }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    act(() => resolve());
    await waitFor(() => expect(document.querySelector('.ant-btn-loading')).toBeNull());
  });
});
