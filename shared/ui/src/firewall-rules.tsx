/**
 * `FirewallRules`: the firewall of one resource (a server, a namespace service): a form adding a
 * rule (direction, protocol, port or range, CIDR, description) above the table of its rules, each
 * deletable. The resource's own calls come in as props; the rules are the contracts' firewall rule
 * schema, and the port is needed exactly for TCP and UDP, as the API says.
 */
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { createFirewallRuleSchema, type CreateFirewallRuleRequest, type FirewallRule } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { normalizeDigits } from '@portal/locale';
import { Ltr } from './bidi';
import { deleteColumn } from './delete-column';
import { firewallMessages as t } from './messages';
import { formRules } from './form-rules';
import { usePermission } from './permission';
import { ResourceTable, type ResourceColumn } from './resource-table';
import { notify } from './toast';

const schema = createFirewallRuleSchema;
// A port is needed exactly for TCP and UDP (a rule across fields, said in this form's words); its
// shape, the range and the description are the API's own rules.
const portRules = [{ required: true, message: t.portRequired }, ...formRules(schema.portRange, { required: false })];

/** A rule as listed, whatever it belongs to. */
export type FirewallRuleRow = Omit<FirewallRule, 'vmHostId'>;
type FormValues = Omit<CreateFirewallRuleRequest, 'portRange' | 'description'> & { portRange?: string; description?: string };

export interface FirewallRulesProps<R extends FirewallRuleRow> {
  /** The rule table's stable id (`ResourceTable`'s `tableId`). */
  tableId: string;
  /** The resource's rule list (a query result). */
  rules: { data?: R[]; isLoading: boolean; isError: boolean; refetch: () => unknown };
  /** Adds a rule; resolves once accepted (a 422 marks the form's fields). */
  create: (body: CreateFirewallRuleRequest) => Promise<unknown>;
  creating?: boolean;
  remove: (rule: R) => Promise<unknown>;
  /** false where the resource's rules carry no description (a server's, on the provider's wire). */
  withDescription?: boolean;
}

export function FirewallRules<R extends FirewallRuleRow>({ tableId, rules, create, creating, remove, withDescription = true }: FirewallRulesProps<R>) {
  // A viewer sees the form greyed out; the server would refuse it anyway.
  const canWrite = usePermission().allowed;
  const [form] = Form.useForm<FormValues>();
  const protocol = Form.useWatch('protocol', form);
  const ported = protocol === 'tcp' || protocol === 'udp';

  const add = async (values: FormValues) => {
    const body = {
      direction: values.direction,
      protocol: values.protocol,
      cidr: values.cidr.trim(),
      portRange: ported ? (values.portRange?.trim() ?? null) : null,
      description: values.description?.trim() || null,
    };
    if (!(await sendForm(form, () => create(body)))) return;
    notify.success(t.added);
    form.resetFields(['portRange', 'description']);
  };

  const columns: ResourceColumn<R>[] = [
    { key: 'direction', title: t.direction, dataIndex: 'direction', render: (v) => t.directions[String(v)] },
    { key: 'protocol', title: t.protocol, dataIndex: 'protocol', render: (v) => t.protocols[String(v)] },
    { key: 'portRange', title: t.portRange, dataIndex: 'portRange', render: (v) => (v ? <Ltr>{String(v)}</Ltr> : t.allPorts) },
    { key: 'cidr', title: t.cidr, dataIndex: 'cidr', kind: 'ltr' },
    ...(withDescription ? [{ key: 'description', title: t.description, dataIndex: 'description' } as ResourceColumn<R>] : []),
    { key: 'createdAt', title: t.createdAt, dataIndex: 'createdAt', kind: 'datetime' },
    deleteColumn<R>({
      label: t.remove,
      title: t.removeTitle,
      description: () => t.removeText,
      run: remove,
      done: t.removed,
    }),
  ];

  return (
    <>
      <Card title={t.add} style={{ marginBottom: 16 }}>
        <Typography.Paragraph type="secondary">{t.hint}</Typography.Paragraph>
        <Form
          disabled={!canWrite}
          form={form}
          layout="vertical"
          onFinish={(v) => void add(v)}
          initialValues={{ direction: 'inbound', protocol: 'tcp', cidr: '0.0.0.0/0' }}
          requiredMark={false}
        >
          <Row gutter={12}>
            <Col xs={12} md={4}>
              <Form.Item name="direction" label={t.direction}>
                <Select aria-label={t.direction} options={['inbound', 'outbound'].map((d) => ({ value: d, label: t.directions[d] }))} />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name="protocol" label={t.protocol}>
                <Select aria-label={t.protocol} options={['tcp', 'udp', 'icmp', 'any'].map((p) => ({ value: p, label: t.protocols[p] }))} />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item
                name="portRange"
                label={t.portRange}
                // A Persian keyboard types ۲۲: the rule and the request both see 22.
                normalize={(v: string | undefined) => (v === undefined ? v : normalizeDigits(v))}
                rules={ported ? portRules : []}
              >
                <Input dir="ltr" aria-label={t.portRange} placeholder={ported ? t.portPlaceholder : t.allPorts} disabled={!ported} />
              </Form.Item>
            </Col>
            <Col xs={withDescription ? 12 : 16} md={withDescription ? 5 : 10}>
              <Form.Item name="cidr" label={t.cidr} rules={formRules(schema.cidr)}>
                <Input dir="ltr" aria-label={t.cidr} placeholder={t.cidrPlaceholder} />
              </Form.Item>
            </Col>
            {withDescription && (
              <Col xs={16} md={5}>
                <Form.Item name="description" label={t.description} rules={formRules(schema.description)}>
                  <Input aria-label={t.description} maxLength={100} />
                </Form.Item>
              </Col>
            )}
            <Col xs={8} md={2}>
              <Form.Item label=" ">
                <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={creating} aria-label={t.add} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>
      <ResourceTable<R>
        tableId={tableId}
        rowKey="id"
        rows={rules.data}
        columns={columns}
        loading={rules.isLoading}
        error={rules.isError}
        onRetry={() => void rules.refetch()}
        caption={t.title}
        emptyText={t.empty}
      />
    </>
  );
}
