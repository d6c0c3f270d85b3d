import { Alert, Card, Col, Empty, Form, Input, Radio, Row, Segmented, Select, Skeleton, Space, Switch, Typography } from 'antd';
import { Link } from 'react-router-dom';
import {
  api,
  createVmHostSchema,
  isWindowsImage,
  itemsByKey,
  PRODUCT_ITEM_IDS,
  VM_CUSTOM_LIMITS,
  type OsFamily,
  type ProductItem,
  type VmBundle,
} from '@portal/contracts';
import { useApiQuery } from '@portal/api';
import { EMPTY_VALUE, formatNumber, formatRial, formatGigabytes, joinList } from '@portal/locale';
import { BundleCards, NumberField, PredefinedCustomToggle, maxLengthOf, Ltr } from '@portal/ui';
import { useSshKeys } from '../../keys/api';
import { useNetworks, useVmBundles, useVmImages } from '../api';
import { vmMessages } from '../messages';
import { useVmWizard } from './wizard-store';

const c = vmMessages.create;
/** Server field errors by camelCase field name, shown under the field they belong to. */
export type FieldErrors = Record<string, string[]>;

/** A field's refusal in place of its hint (the hint would repeat the rule the refusal states). */
const status = (errors: FieldErrors, ...names: string[]) => {
  const list = names.flatMap((n) => errors[n] ?? []);
  return list.length ? { validateStatus: 'error' as const, help: joinList(list), extra: undefined } : {};
};

export function LocationStep({ projectId, errors }: { projectId: number; errors: FieldErrors }) {
  const s = useVmWizard();
  // The provider's create names no data centre: the server is built in its project's.
  const project = useApiQuery('Accessibility', api.project.get, { params: { id: projectId } });
  const images = useVmImages(projectId);
  const family = (images.data ?? []).filter((i) => i.status && isWindowsImage(i) === (s.osFamily === 'windows'));
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={c.datacenter} size="small">
        {project.isLoading ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : (
          <Typography.Text strong>{project.data?.datacenterName ?? EMPTY_VALUE}</Typography.Text>
        )}
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {c.datacenterOfProject}
        </Typography.Paragraph>
      </Card>
      <Card
        title={c.os}
        size="small"
        extra={
          <Segmented<OsFamily>
            value={s.osFamily}
            onChange={(v) => s.set({ osFamily: v, osVersion: null })}
            options={[
              { value: 'linux', label: c.osFamily.linux },
              { value: 'windows', label: c.osFamily.windows },
            ]}
          />
        }
      >
        <Form.Item {...status(errors, 'vmImageId')} style={{ margin: 0 }}>
          {images.isLoading ? (
            <Skeleton active paragraph={{ rows: 2 }} />
          ) : (
            <Radio.Group aria-label={c.os} value={s.osVersion} onChange={(e) => s.set({ osVersion: e.target.value as number })} style={{ width: '100%' }}>
              <Row gutter={[8, 8]}>
                {family.map((img) => (
                  <Col key={img.id} xs={24} sm={12} lg={8}>
                    <Card
                      size="small"
                      hoverable
                      onClick={() => s.set({ osVersion: img.id })}
                      style={{ borderColor: s.osVersion === img.id ? 'var(--ant-color-primary)' : undefined }}
                    >
                      <Radio value={img.id}>
                        <Ltr>{img.name ?? EMPTY_VALUE}</Ltr>
                      </Radio>
                    </Card>
                  </Col>
                ))}
              </Row>
            </Radio.Group>
          )}
        </Form.Item>
      </Card>
    </Space>
  );
}

/** What a server size's card says about it. */
const bundleLines = (b: VmBundle): string[] => [
  `${vmMessages.detail.cores(formatNumber(b.vCpu))} · ${formatGigabytes(b.vMemory)} ${vmMessages.detail.memory}`,
  `${formatGigabytes(b.vDisk)} ${vmMessages.detail.disk}`,
  `${c.ipv4Count}: ${formatNumber(b.ipv4)}`,
];

/** Custom size inputs: bounds are `VM_CUSTOM_LIMITS`, unit prices the product items (known by their ids). */
export function CustomSize({
  items,
  value,
  onChange,
  errors,
  withIpv4,
}: {
  items: ProductItem[] | undefined;
  value: { cpu: number; memory: number; disk: number; IPV4?: number };
  onChange: (patch: Partial<{ cpu: number; memory: number; disk: number; IPV4: number }>) => void;
  errors: FieldErrors;
  withIpv4: boolean;
}) {
  const byKey = itemsByKey(items, PRODUCT_ITEM_IDS.vm);
  const fields = [
    ['cpu', 'cpu', c.cpu, 'cpu'],
    ['memory', 'memory', c.memory, 'memory'],
    ['disk', 'disk', c.disk, 'disk'],
    ...(withIpv4 ? ([['ipv4', 'IPV4', c.ipv4Count, 'ipv4Count']] as const) : []),
  ] as const;
  return (
    <Row gutter={[16, 0]}>
      {fields.map(([key, prop, label, errorKey]) => {
        const item = byKey[key];
        return (
          <Col key={key} xs={24} sm={12}>
            <Form.Item label={label} {...status(errors, errorKey)} extra={item ? `${formatRial(item.price)} / ${item.unit ?? EMPTY_VALUE}` : undefined}>
              <NumberField
                aria-label={label}
                min={VM_CUSTOM_LIMITS[key].min}
                max={VM_CUSTOM_LIMITS[key].max}
                precision={0}
                value={value[prop as keyof typeof value]}
                onChange={(v) => onChange({ [prop]: typeof v === 'number' ? v : 0 })}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        );
      })}
    </Row>
  );
}

export function SizeStep({ items, errors }: { items: ProductItem[] | undefined; errors: FieldErrors }) {
  const s = useVmWizard();
  const bundles = useVmBundles();
  return (
    <Card size="small" title={<PredefinedCustomToggle value={s.isPredefined} onChange={(isPredefined) => s.set({ isPredefined })} />}>
      <>
        {s.isPredefined ? (
          <Form.Item {...status(errors, 'productBundleId')} style={{ margin: 0 }}>
            <BundleCards
              aria-label={c.bundles}
              bundles={bundles.data}
              loading={bundles.isLoading}
              describe={bundleLines}
              value={s.serverConfig}
              onChange={(id) => s.set({ serverConfig: id })}
            />
          </Form.Item>
        ) : (
          <CustomSize items={items} value={s.customConfig} onChange={s.setCustom} errors={errors} withIpv4={false} />
        )}
      </>
    </Card>
  );
}

export function NetworkStep({ projectId, errors }: { projectId: number; errors: FieldErrors }) {
  const s = useVmWizard();
  const networks = useNetworks(projectId, s.usePrivateNetwork);
  const toggle = (label: string, checked: boolean, onChange: (v: boolean) => void, errorKey?: string) => (
    <Form.Item {...(errorKey ? status(errors, errorKey) : {})} style={{ marginBottom: 12 }}>
      <Space>
        <Switch aria-label={label} checked={checked} onChange={onChange} />
        <span>{label}</span>
      </Space>
    </Form.Item>
  );
  return (
    <Card size="small">
      <>
        {toggle(c.usePublicIpV4, s.usePublicIpV4, (v) => s.set({ usePublicIpV4: v }), 'usedPublicIpV4')}
        {toggle(c.usePublicIpV6, s.usePublicIpV6, (v) => s.set({ usePublicIpV6: v }))}
        {toggle(c.usePrivateNetwork, s.usePrivateNetwork, (v) => s.set({ usePrivateNetwork: v }))}
        {s.usePrivateNetwork && (
          <>
            {networks.data && networks.data.length === 0 ? (
              <Alert type="info" showIcon message={c.noNetworks} style={{ marginBottom: 12 }} />
            ) : (
              <Form.Item label={c.network} {...status(errors, 'vmNetworkId')}>
                <Select
                  aria-label={c.network}
                  loading={networks.isLoading}
                  placeholder={c.networkPlaceholder}
                  value={s.selectedNetwork ?? undefined}
                  onChange={(v: number) => s.set({ selectedNetwork: v })}
                  options={(networks.data ?? []).map((n) => ({ value: n.id!, label: n.name ?? EMPTY_VALUE }))}
                  notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={c.noNetworks} />}
                />
              </Form.Item>
            )}
            <Form.Item label={c.ipAddress} extra={c.ipAddressHint} {...status(errors, 'ipAddress')}>
              <Input dir="ltr" aria-label={c.ipAddress} value={s.ipAddress} onChange={(e) => s.set({ ipAddress: e.target.value })} placeholder="10.0.0.10" />
            </Form.Item>
          </>
        )}
      </>
    </Card>
  );
}

export function AccessStep({ projectId, errors }: { projectId: number; errors: FieldErrors }) {
  const s = useVmWizard();
  const keys = useSshKeys(projectId);
  return (
    <Card size="small">
      <>
        <Form.Item label={c.name} extra={c.nameHint} {...status(errors, 'name')}>
          <Input
            dir="ltr"
            aria-label={c.name}
            maxLength={maxLengthOf(createVmHostSchema.name)}
            autoComplete="off"
            value={s.serverName}
            onChange={(e) => s.set({ serverName: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={c.password} extra={c.passwordHint} {...status(errors, 'password')}>
          <Input.Password
            dir="ltr"
            aria-label={c.password}
            autoComplete="new-password"
            value={s.serverPassword}
            onChange={(e) => s.set({ serverPassword: e.target.value })}
          />
        </Form.Item>
        {s.osFamily === 'linux' ? (
          <Form.Item
            label={c.sshKeys}
            extra={
              <>
                {c.sshKeysHint} <Link to={`/key/${projectId}`}>{c.sshKeysManage}</Link>
              </>
            }
            {...status(errors, 'vmKeyId')}
          >
            <Select
              allowClear
              aria-label={c.sshKeys}
              loading={keys.isLoading}
              placeholder={c.sshKeysPlaceholder}
              value={s.vmKeyId ?? undefined}
              onChange={(id: number | undefined) => s.set({ vmKeyId: id ?? null })}
              optionFilterProp="label"
              options={(keys.data ?? []).map((k) => ({ value: k.id, label: k.name ?? EMPTY_VALUE }))}
              notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={c.noSshKeys} />}
            />
          </Form.Item>
        ) : (
          <Alert type="info" showIcon message={c.sshKeysWindows} />
        )}
      </>
    </Card>
  );
}
