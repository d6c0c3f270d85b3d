import { Button, Flex, Form, Input } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { configKeySpec } from '@portal/contracts';
import { formatNumber, ruleMessage } from '@portal/locale';
import { formRules } from '@portal/ui';
import { namespaceMessages } from '../messages';

const entry = namespaceMessages.configMaps;

/** The form of a config map or a secret, create and edit alike: its name and its key/value rows. */
export type DataForm = { name: string; secretTypeId?: number; data: { key: string; value: string }[] };
/** The rows as they are sent: keys trimmed, values as typed. */
export const entriesOf = (rows: DataForm['data'] | undefined) => (rows ?? []).map((e) => ({ key: e?.key?.trim() ?? '', value: e?.value ?? '' }));
export const toData = (rows: DataForm['data'] | undefined) => Object.fromEntries(entriesOf(rows).map((e) => [e.key, e.value]));

const duplicate = ruleMessage({ kind: 'duplicate' }, 'dataKey');

/** The key/value rows: each key by the contract's rule and once only; a secret's values typed masked. */
export function DataEntries({ secret }: { secret?: boolean }) {
  return (
    <Form.List name="data">
      {(fields, { add, remove }) => (
        <Flex vertical gap={4}>
          <span>{entry.data}</span>
          {fields.map((field, i) => (
            <Flex key={field.key} gap={8} wrap align="start">
              <Form.Item
                name={[field.name, 'key']}
                label={`${entry.key} ${formatNumber(i + 1)}`}
                dependencies={fields.filter((f) => f.key !== field.key).map((f) => ['data', f.name, 'key'])}
                rules={[
                  ...formRules(configKeySpec),
                  ({ getFieldValue }) => ({
                    validator: (_, value: string | undefined) => {
                      const key = value?.trim();
                      const same = entriesOf(getFieldValue('data')).filter((e) => key && e.key === key).length;
                      return same > 1 ? Promise.reject(new Error(duplicate)) : Promise.resolve();
                    },
                  }),
                ]}
                style={{ flex: '1 1 140px', marginBottom: 8 }}
              >
                <Input dir="ltr" autoComplete="off" />
              </Form.Item>
              <Form.Item name={[field.name, 'value']} label={`${entry.value} ${formatNumber(i + 1)}`} style={{ flex: '2 1 200px', marginBottom: 8 }}>
                {secret ? <Input.Password dir="ltr" autoComplete="off" /> : <Input.TextArea dir="ltr" rows={2} />}
              </Form.Item>
              <Button
                aria-label={`${entry.removeEntry} ${formatNumber(i + 1)}`}
                icon={<DeleteOutlined />}
                disabled={fields.length === 1}
                onClick={() => remove(field.name)}
                style={{ marginTop: 30 }}
              />
            </Flex>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ key: '', value: '' })} style={{ alignSelf: 'start' }}>
            {entry.addEntry}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
