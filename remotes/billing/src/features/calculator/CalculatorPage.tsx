import { useState } from 'react';
// eslint-disable-next-line portal/resource-table -- the calculator's totals sit in summary rows under its lines, which ResourceTable has no place for
import { Button, Card, Col, Descriptions, Form, Radio, Row, Select, Table, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { KUBER_CLUSTER_LIMITS, VM_CUSTOM_LIMITS, VOLUME_SIZE, type ProductBundle } from '@portal/contracts';
import { EMPTY_VALUE, formatNumber, toPersianDigits } from '@portal/locale';
import { LoadFailed, NumberField, PageHeader } from '@portal/ui';
import { calculatorMessages } from './messages';
import { useDnsItems, useKuberBundles, useKubernetesPrice, useStorageBundles, useVmBundles, useVmItems, useVpcBundles, useWebBundles } from './api';
import { Toman, UnitNote } from '../money';
import { CALCULATOR_KINDS, DNS_RECORDS, quote, type CalculatorCatalogue, type CalculatorChoice, type CalculatorKind, type Quote } from './quote';

const t = calculatorMessages.calculator;
const c = t.columns;

interface Line extends Quote {
  id: number;
  kind: CalculatorKind;
}

const INITIAL: CalculatorChoice = {
  kind: 'vm',
  sizeType: 'bundle',
  cpu: 2,
  memory: 4,
  disk: 50,
  ipv4: 1,
  volumeSize: 100,
  workerCount: 2,
  dnsRecords: DNS_RECORDS.initial,
  count: 1,
};

const describe = (v: { cpu: number; memory: number; disk: number; ipv4: number; workers?: number; bundle?: string; records?: number }) =>
  v.records
    ? t.dnsDetail(formatNumber(v.records))
    : v.workers
      ? t.kuberDetail(v.bundle ?? '', formatNumber(v.workers))
      : v.cpu
        ? t.customDetail(formatNumber(v.cpu), formatNumber(v.memory), formatNumber(v.disk), formatNumber(v.ipv4))
        : t.diskDetail(formatNumber(v.disk));

/** /portal/calculator: price one product at a time, add it to the list, see the list's total per hour and per month. */
export default function CalculatorPage() {
  const [form] = Form.useForm<CalculatorChoice>();
  const choice = { ...INITIAL, ...Form.useWatch([], { form, preserve: true }) } as CalculatorChoice;
  const vmBundles = useVmBundles();
  const vmItems = useVmItems();
  const storageBundles = useStorageBundles();
  const vpcBundles = useVpcBundles();
  const kuberBundles = useKuberBundles();
  const webBundles = useWebBundles();
  const dnsItems = useDnsItems();
  const [lines, setLines] = useState<Line[]>([]);
  const [nextId, setNextId] = useState(1);

  const kubernetesPrice = useKubernetesPrice(choice.kind === 'kubernetes' ? choice.workerCount : undefined, choice.kuberBundleId);
  const failed = [vmBundles, vmItems, storageBundles, vpcBundles, kuberBundles, webBundles, dnsItems].find((q) => q.error);
  if (failed) return <LoadFailed error={failed.error} onRetry={() => failed.refetch()} />;

  const catalogue: CalculatorCatalogue = {
    vmBundles: vmBundles.data,
    vmItems: vmItems.data,
    storageBundles: storageBundles.data,
    vpcBundles: vpcBundles.data,
    kuberBundles: kuberBundles.data,
    webBundles: webBundles.data,
    dnsItems: dnsItems.data,
    kubernetesPrice: kubernetesPrice.data,
  };
  const current = quote(choice, catalogue, describe);
  const bundleOptions = (list: ProductBundle[] | undefined) => (list ?? []).map((b) => ({ value: b.id, label: b.name ?? EMPTY_VALUE }));

  const add = () => {
    if (!current) return;
    setLines((all) => [...all, { ...current, id: nextId, kind: choice.kind }]);
    setNextId((n) => n + 1);
  };
  const totalHourly = lines.reduce((n, l) => n + l.hourly, 0);
  const totalMonthly = lines.reduce((n, l) => n + l.monthly, 0);
  // The custom bounds of the server wizard (the item rows carry none).
  const cpu = VM_CUSTOM_LIMITS.cpu;
  const memory = VM_CUSTOM_LIMITS.memory;
  const disk = VM_CUSTOM_LIMITS.disk;
  const ipv4 = VM_CUSTOM_LIMITS.ipv4;

  return (
    <>
      <PageHeader title={t.title} />
      <Typography.Paragraph>{t.intro}</Typography.Paragraph>
      <UnitNote />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card title={t.choose}>
            <Form<CalculatorChoice> form={form} layout="vertical" initialValues={INITIAL} onFinish={add}>
              <Form.Item name="kind" label={t.kind}>
                <Radio.Group optionType="button" options={CALCULATOR_KINDS.map((k) => ({ value: k, label: t.kinds[k] }))} />
              </Form.Item>
              {choice.kind === 'vm' ? (
                <>
                  <Form.Item name="sizeType" label={t.sizeType}>
                    <Radio.Group
                      options={[
                        { value: 'bundle', label: t.bundle },
                        { value: 'custom', label: t.custom },
                      ]}
                    />
                  </Form.Item>
                  {choice.sizeType === 'bundle' ? (
                    <Form.Item name="vmBundleId" label={t.vmBundle}>
                      <Select options={bundleOptions(vmBundles.data)} loading={vmBundles.isLoading} />
                    </Form.Item>
                  ) : (
                    <Row gutter={8}>
                      <Col xs={12}>
                        <Form.Item name="cpu" label={t.cpu}>
                          <NumberField min={cpu.min} max={cpu.max} style={{ width: '100%' }} />
                        </Form.Item>
                      </Col>
                      <Col xs={12}>
                        <Form.Item name="memory" label={t.memory}>
                          <NumberField min={memory.min} max={memory.max} style={{ width: '100%' }} />
                        </Form.Item>
                      </Col>
                      <Col xs={12}>
                        <Form.Item name="disk" label={t.disk}>
                          <NumberField min={disk.min} max={disk.max} style={{ width: '100%' }} />
                        </Form.Item>
                      </Col>
                      <Col xs={12}>
                        <Form.Item name="ipv4" label={t.ipv4}>
                          <NumberField min={0} max={ipv4.max} style={{ width: '100%' }} />
                        </Form.Item>
                      </Col>
                    </Row>
                  )}
                </>
              ) : null}
              {choice.kind === 'volume' ? (
                <Form.Item name="volumeSize" label={t.volumeSize}>
                  <NumberField min={VOLUME_SIZE.min} max={VOLUME_SIZE.max} style={{ width: '100%' }} />
                </Form.Item>
              ) : null}
              {choice.kind === 'storage' ? (
                <Form.Item name="storageBundleId" label={t.storageBundle}>
                  <Select options={bundleOptions(storageBundles.data)} loading={storageBundles.isLoading} />
                </Form.Item>
              ) : null}
              {choice.kind === 'vpc' ? (
                <Form.Item name="vpcBundleId" label={t.vpcBundle}>
                  <Select options={bundleOptions(vpcBundles.data)} loading={vpcBundles.isLoading} />
                </Form.Item>
              ) : null}
              {choice.kind === 'web' ? (
                <Form.Item name="webBundleId" label={t.webBundle}>
                  <Select options={bundleOptions(webBundles.data)} loading={webBundles.isLoading} />
                </Form.Item>
              ) : null}
              {choice.kind === 'dns' ? (
                <Form.Item name="dnsRecords" label={t.dnsRecords}>
                  <NumberField min={DNS_RECORDS.min} max={DNS_RECORDS.max} style={{ width: '100%' }} />
                </Form.Item>
              ) : null}
              {choice.kind === 'kubernetes' ? (
                <>
                  <Form.Item name="kuberBundleId" label={t.kuberBundle}>
                    <Select options={bundleOptions(kuberBundles.data)} loading={kuberBundles.isLoading} />
                  </Form.Item>
                  <Form.Item name="workerCount" label={t.workerCount}>
                    <NumberField min={KUBER_CLUSTER_LIMITS.nodeMin} max={KUBER_CLUSTER_LIMITS.nodeMax} style={{ width: '100%' }} />
                  </Form.Item>
                </>
              ) : null}
              <Form.Item name="count" label={t.count}>
                <NumberField min={1} max={100} style={{ width: '100%' }} />
              </Form.Item>
              <div data-testid="calculator-quote" aria-live="polite">
                {current ? (
                  <Descriptions column={1} size="small">
                    <Descriptions.Item label={t.hourly}>
                      <Toman rial={current.hourly} />
                    </Descriptions.Item>
                    <Descriptions.Item label={t.monthly}>
                      <Typography.Text strong>
                        <Toman rial={current.monthly} />
                      </Typography.Text>
                    </Descriptions.Item>
                  </Descriptions>
                ) : (
                  <Typography.Text type="secondary">{t.incomplete}</Typography.Text>
                )}
              </div>
              <Button type="primary" htmlType="submit" icon={<PlusOutlined />} disabled={!current} style={{ marginTop: 12 }}>
                {t.add}
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title={t.lines}>
            <div style={{ overflowX: 'auto', maxWidth: '100%' }} data-testid="calculator-lines">
              <Table<Line>
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={lines}
                locale={{ emptyText: t.empty }}
                columns={[
                  { key: 'kind', title: c.kind, render: (_v, l) => t.kinds[l.kind] },
                  { key: 'detail', dataIndex: 'detail', title: c.detail },
                  { key: 'count', title: c.count, render: (_v, l) => toPersianDigits(String(l.count)) },
                  { key: 'hourly', title: c.hourly, render: (_v, l) => <Toman rial={l.hourly} /> },
                  { key: 'monthly', title: c.monthly, render: (_v, l) => <Toman rial={l.monthly} /> },
                  {
                    key: 'actions',
                    title: c.actions,
                    render: (_v, l) => (
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t.remove(`${t.kinds[l.kind]} ${l.detail}`)}
                        onClick={() => setLines((all) => all.filter((x) => x.id !== l.id))}
                      />
                    ),
                  },
                ]}
                summary={() =>
                  lines.length ? (
                    <Table.Summary.Row>
                      <Table.Summary.Cell index={0} colSpan={3}>
                        <strong>{t.total}</strong>
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={1}>
                        <strong data-testid="calculator-total-hourly">
                          <Toman rial={totalHourly} />
                        </strong>
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={2}>
                        <strong data-testid="calculator-total-monthly">
                          <Toman rial={totalMonthly} />
                        </strong>
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={3} />
                    </Table.Summary.Row>
                  ) : null
                }
              />
            </div>
          </Card>
        </Col>
      </Row>
    </>
  );
}
