import { Button, Form, Input } from 'antd';
import { DOMAIN_NS_MAX } from '@portal/contracts';
import { fill, formatNumber } from '@portal/locale';
import { dnsCdnMessages } from '../../messages';

const t = dnsCdnMessages.register;

/** Two to four nameservers (a list field `nameservers`). */
export function NameserverFields() {
  return (
    <Form.List name="nameservers">
      {(fields, { add }, { errors }) => (
        <>
          {fields.map((field, i) => (
            <Form.Item key={field.key} name={field.name} label={fill(t.nameserver, { n: formatNumber(i + 1) })}>
              <Input dir="ltr" autoComplete="off" spellCheck={false} />
            </Form.Item>
          ))}
          <Form.ErrorList errors={errors} />
          {fields.length < DOMAIN_NS_MAX && (
            <Button type="dashed" onClick={() => add('')}>
              {t.addNs}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}
