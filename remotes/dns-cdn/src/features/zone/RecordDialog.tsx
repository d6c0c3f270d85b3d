import { Form, Input, Radio, Select, Switch } from 'antd';
import {
  CAA_FLAGS,
  CAA_TAGS,
  DNS_RECORD_TYPES,
  domainToDisplay,
  PROXIABLE_TYPES,
  recordToWire,
  TTL_AUTO,
  type DnsRecord,
  type DnsRecordType,
} from '@portal/contracts';
import { FormDialog, NumberField } from '@portal/ui';
import { dnsCdnMessages } from '../../messages';
import { useCreateRecord, useEditRecord } from './api';

const t = dnsCdnMessages.records;

/** The form's fields are the provider's model's (so a refusal lands on its field): MX's priority is `preference`, CAA's flag `flags`. */
interface Values {
  type: DnsRecordType;
  name: string;
  value: string;
  ttlMode: 'auto' | 'manual';
  ttl?: number;
  preference?: number;
  priority?: number;
  weight?: number;
  port?: number;
  flags?: number;
  tag?: string;
  useProxy?: boolean;
}

const HOST_TYPES = ['CNAME', 'MX', 'NS', 'PTR', 'SRV'];
const num = (s: string | null | undefined) => (s == null || s === '' ? undefined : Number(s));
const blank: Values = { type: 'A', name: '', value: '', ttlMode: 'auto', useProxy: false };
const fromRecord = (r: DnsRecord): Values => {
  const type = (r.type ?? 'A') as DnsRecordType;
  return {
    type,
    name: domainToDisplay(r.name ?? ''),
    value: HOST_TYPES.includes(type) ? domainToDisplay(r.value ?? '') : (r.value ?? ''),
    ttlMode: r.ttl === TTL_AUTO ? 'auto' : 'manual',
    ttl: r.ttl === TTL_AUTO ? undefined : r.ttl,
    preference: num(r.preference),
    priority: num(r.priority),
    weight: num(r.weight),
    port: num(r.port),
    flags: num(r.flags),
    tag: r.tag ?? undefined,
    useProxy: r.useProxy,
  };
};

const toBody = (v: Values) =>
  recordToWire({
    type: v.type,
    name: v.name,
    value: v.value,
    ttl: v.ttlMode === 'auto' ? TTL_AUTO : (v.ttl ?? 0),
    priority: (v.type === 'MX' ? v.preference : v.priority) ?? null,
    weight: v.weight ?? null,
    port: v.port ?? null,
    flag: v.flags ?? null,
    tag: v.tag ?? null,
    proxied: PROXIABLE_TYPES.includes(v.type) ? !!v.useProxy : false,
  });

const required = [{ required: true, message: t.required }];

/**
 * Create or edit one record: the fields follow the type (priority for MX and SRV, weight and
 * port for SRV, flag and tag for CAA, the proxy only for A, AAAA and CNAME), TTL is "auto" or
 * seconds. The zone's rules are the sandbox's (one contract); a refusal lands on its field.
 */
export function RecordDialog({
  projectId,
  zoneId,
  record,
  open,
  onClose,
}: {
  projectId: number;
  zoneId: number;
  record: DnsRecord | null;
  open: boolean;
  onClose: () => void;
}) {
  const params = { projectId, dnsCdnHostId: zoneId };
  const [form] = Form.useForm<Values>();
  const create = useCreateRecord();
  const edit = useEditRecord();
  const type = Form.useWatch('type', form) ?? 'A';
  const ttlMode = Form.useWatch('ttlMode', form) ?? 'auto';

  const send = (v: Values) =>
    record ? edit.mutateAsync({ params: { ...params, id: record.id }, body: toBody(v) }) : create.mutateAsync({ params, body: toBody(v) });

  const numberItem = (name: 'preference' | 'priority' | 'weight' | 'port', label: string) => (
    <Form.Item name={name} label={label} rules={required}>
      <NumberField style={{ width: '100%' }} />
    </Form.Item>
  );

  return (
    <FormDialog<Values>
      form={form}
      open={open}
      values={record ? fromRecord(record) : blank}
      onClose={onClose}
      title={record ? t.editTitle : t.createTitle}
      okText={t.save}
      cancelText={t.cancel}
      send={send}
      successMessage={record ? t.saved : t.created}
      initialValues={blank}
    >
      <Form.Item name="type" label={t.type} rules={required}>
        <Select options={DNS_RECORD_TYPES.map((ty) => ({ value: ty, label: ty }))} />
      </Form.Item>
      <Form.Item name="name" label={t.name} extra={t.nameHint} rules={required}>
        <Input dir="auto" autoComplete="off" spellCheck={false} />
      </Form.Item>
      {type === 'CAA' && (
        <>
          <Form.Item name="flags" label={t.flag} rules={required}>
            <Select options={CAA_FLAGS.map((f) => ({ value: f, label: String(f) }))} />
          </Form.Item>
          <Form.Item name="tag" label={t.tag} rules={required}>
            <Select options={CAA_TAGS.map((tag) => ({ value: tag, label: tag }))} />
          </Form.Item>
        </>
      )}
      {type === 'MX' && numberItem('preference', t.priority)}
      {type === 'SRV' && numberItem('priority', t.priority)}
      {type === 'SRV' && (
        <>
          {numberItem('weight', t.weight)}
          {numberItem('port', t.port)}
        </>
      )}
      <Form.Item name="value" label={t.valueLabels[type]} rules={required}>
        {type === 'TXT' ? <Input.TextArea dir="auto" rows={3} /> : <Input dir="ltr" autoComplete="off" spellCheck={false} />}
      </Form.Item>
      <Form.Item name="ttlMode" label={t.ttlMode}>
        <Radio.Group
          options={[
            { value: 'auto', label: t.ttlAuto },
            { value: 'manual', label: t.ttlManual },
          ]}
        />
      </Form.Item>
      {ttlMode === 'manual' && (
        <Form.Item name="ttl" label={t.ttlSeconds} rules={required}>
          <NumberField style={{ width: '100%' }} />
        </Form.Item>
      )}
      {PROXIABLE_TYPES.includes(type) && (
        <Form.Item name="useProxy" label={t.proxy} valuePropName="checked">
          <Switch />
        </Form.Item>
      )}
    </FormDialog>
  );
}
