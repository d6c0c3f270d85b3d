import { act, render } from '@testing-library/react';
import { Form, Input, type FormInstance } from 'antd';
import { datacenterSpec, nameSpec } from '@portal/contracts';
import { formRules } from './form-rules';

// The rules as antd itself runs them (its validator types a rule as a string unless told otherwise).
function Harness({ onForm }: { onForm: (form: FormInstance) => void }) {
  const [form] = Form.useForm();
  onForm(form);
  return (
    <Form form={form}>
      <Form.Item name="datacenterId" rules={formRules(datacenterSpec)}>
        <Input />
      </Form.Item>
      <Form.Item name="name" rules={formRules(nameSpec)}>
        <Input />
      </Form.Item>
    </Form>
  );
}

const errorsAfterValidate = async (form: FormInstance) => {
  await act(async () => {
    await form.validateFields().catch(() => undefined);
  });
  return { datacenterId: form.getFieldError('datacenterId'), name: form.getFieldError('name') };
};

test('a required whole-number field accepts a number (a chosen id), and asks to pick one when empty', async () => {
  let form!: FormInstance;
  render(<Harness onForm={(f) => (form = f)} />);
  act(() => form.setFieldsValue({ datacenterId: 2, name: 'web-1' }));
  expect(await errorsAfterValidate(form)).toEqual({ datacenterId: [], name: [] });
  act(() => form.setFieldsValue({ datacenterId: undefined, name: '  ' }));
  expect(await errorsAfterValidate(form)).toEqual({ datacenterId: ['مرکز داده را انتخاب کنید'], name: ['وارد کردن نام الزامی است'] });
});
