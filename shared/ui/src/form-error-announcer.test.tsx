import { render, screen } from '@testing-library/react';
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
  it('a field error appears as an alert (announced), shown once, and the field names it with aria-describedby', async () => {
    const user = userEvent.setup();
    render(
      <AppProviders>
        <SignIn />
      </AppProviders>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ورود' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ایمیل را وارد کنید');
    expect(screen.getAllByText('ایمیل را وارد کنید')).toHaveLength(1);
    const field = screen.getByLabelText('ایمیل');
    const help = document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(help).toHaveTextContent('ایمیل را وارد کنید');
  });
});
