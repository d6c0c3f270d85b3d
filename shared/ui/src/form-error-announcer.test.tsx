import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { AppProviders } from './providers';

function SignIn() {
  return (
    <Form onFinish={() => undefined}>
      <Form.Item name="email" label="ایمیل" rules={[{ required: true, message: 'ایمیل را وارد کنید' }]}>
        <Input />
      </Form.Item>
      <Button htmlType="submit">ورود</Button>
    </Form>
  );
}

describe('FormErrorAnnouncer (mounted by AppProviders)', () => {
  it('reads a field error out through a live region that was there before, and the field names its error', async () => {
    const user = userEvent.setup();
    render(
      <AppProviders>
        <SignIn />
      </AppProviders>,
    );
    const region = screen.getByTestId('form-error-announcer');
    expect(region).toHaveAttribute('aria-live', 'assertive');
    expect(region).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'ورود' }));
    await waitFor(() => expect(region).toHaveTextContent('ایمیل را وارد کنید'));
    const field = screen.getByLabelText('ایمیل');
    const help = document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(help).toHaveTextContent('ایمیل را وارد کنید');
  });
});
