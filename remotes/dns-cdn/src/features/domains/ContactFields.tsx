import { Col, Form, Input, Row } from 'antd';
import { dnsCdnMessages } from '../../messages';
import { domainMessages } from './messages';

const t = domainMessages.register;
const required = [{ required: true, message: dnsCdnMessages.records.required }];

/**
 * The registrant's fields, at the top level of the provider's body (the 422 keys are `Name`,
 * `Email`, `Voice`…): name, e-mail, mobile and street required; the rest when the registry asks.
 */
export function ContactFields() {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="name" label={t.contactName} rules={required}>
          <Input autoComplete="name" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="email" label={t.email} rules={required}>
          <Input dir="ltr" type="email" autoComplete="email" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="voice" label={t.phone} rules={required}>
          <Input dir="ltr" inputMode="tel" autoComplete="tel" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="fax" label={t.fax}>
          <Input dir="ltr" inputMode="tel" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="country" label={t.country}>
          <Input dir="ltr" maxLength={2} autoComplete="country" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="province" label={t.province}>
          <Input autoComplete="address-level1" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="city" label={t.city}>
          <Input autoComplete="address-level2" />
        </Form.Item>
      </Col>
      <Col xs={24} md={16}>
        <Form.Item name="street" label={t.address} rules={required}>
          <Input.TextArea rows={2} autoComplete="street-address" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="postalCode" label={t.postalCode}>
          <Input dir="ltr" inputMode="numeric" autoComplete="postal-code" />
        </Form.Item>
      </Col>
    </Row>
  );
}
