import { Form, Input } from 'antd';
import { dnsCdnMessages } from '../../messages';

const t = dnsCdnMessages.register;
const required = [{ required: true, message: dnsCdnMessages.records.required }];

/** The registrant's fields, under `contact` (the 422 keys are `Contact.Name`…). */
export function ContactFields() {
  return (
    <>
      <Form.Item name={['contact', 'name']} label={t.contactName} rules={required}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item name={['contact', 'email']} label={t.email} rules={required}>
        <Input dir="ltr" type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item name={['contact', 'phoneNumber']} label={t.phone} rules={required}>
        <Input dir="ltr" inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item name={['contact', 'address']} label={t.address} rules={required}>
        <Input.TextArea rows={2} autoComplete="street-address" />
      </Form.Item>
    </>
  );
}
