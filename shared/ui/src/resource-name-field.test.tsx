import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, type FormInstance } from 'antd';
import { AppProviders } from './providers';
import { ResourceNameField } from './resource-name-field';

const hint = 'حروف انگلیسی، رقم و خط تیره؛ مثلاً data-01';

function Harness({ onForm }: { onForm: (form: FormInstance) => void }) {
  const [form] = Form.useForm();
  onForm(form);
  return (
    <AppProviders>
      <Form form={form}>
        <ResourceNameField label="نام دیسک" hint={hint} />
      </Form>
    </AppProviders>
  );
}

test('the hint steps aside while the name is refused, so the rule is not said twice, and returns once it is fixed', async () => {
  let form!: FormInstance;
  render(<Harness onForm={(f) => (form = f)} />);
  const input = screen.getByRole('textbox', { name: 'نام دیسک' });
  expect(screen.getByText(hint)).toBeInTheDocument();

  await userEvent.type(input, '-bad name');
  expect(await screen.findByText(/فقط می‌تواند شامل حروف انگلیسی/)).toBeInTheDocument();
  expect(screen.queryByText(hint)).not.toBeInTheDocument();

  await userEvent.clear(input);
  await userEvent.type(input, 'data-1');
  expect(await screen.findByText(hint)).toBeInTheDocument();

  // A server refusal (sendForm puts it on the field) hides it too.
  act(() => form.setFields([{ name: ['name'], errors: ['نام تکراری است'] }]));
  expect(await screen.findByText('نام تکراری است')).toBeInTheDocument();
  expect(screen.queryByText(hint)).not.toBeInTheDocument();
});
