import { Form, Input } from 'antd';
import { domainMessages } from './messages';

const t = domainMessages.register;

/** The provider's two nameservers, `ns1` and `ns2` (the 422 keys are `Ns1`, `Ns2`). */
export function NameserverFields() {
  return (
    <>
      <Form.Item name="ns1" label={t.ns1}>
        <Input dir="ltr" autoComplete="off" spellCheck={false} />
      </Form.Item>
      <Form.Item name="ns2" label={t.ns2}>
        <Input dir="ltr" autoComplete="off" spellCheck={false} />
      </Form.Item>
    </>
  );
}
