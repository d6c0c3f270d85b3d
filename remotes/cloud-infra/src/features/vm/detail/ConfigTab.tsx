import { useState } from 'react';
import { Alert, Card, Col, Descriptions, Form, Radio, Row, Typography } from 'antd';
import { resizeVmHostSchema, type VmHost } from '@portal/contracts';
import { fieldMessagesTarget, sendForm } from '@portal/api';
import { formatRial, fill } from '@portal/locale';
import { ConfirmAction, PredefinedCustomToggle, usePermission } from '@portal/ui';
import { fieldProblem } from '@portal/ui/form-rules';
import { notify } from '@portal/ui/toast';
import { useResizeVm, useVmBundles, useVmItems } from '../api';
import { vmPrice } from '../create/price';
import { CustomSize, type FieldErrors } from '../create/steps';
import { sizeText } from '../list/columns';
import { vmMessages } from '../messages';

const t = vmMessages.config;

export default function ConfigTab({ vm }: { vm: VmHost }) {
  // A viewer sees the form greyed out; the server would refuse it anyway.
  const canWrite = usePermission().allowed;
  const bundles = useVmBundles();
  const items = useVmItems();
  const resize = useResizeVm();
  const [isPredefined, setPredefined] = useState(vm.isPredefined);
  const [bundleId, setBundleId] = useState<number | null>(vm.productBundleId);
  const [custom, setCustom] = useState({ cpu: vm.cpu, memory: vm.memory, disk: vm.disk });
  const [errors, setErrors] = useState<FieldErrors>({});
  const bundle = bundles.data?.find((b) => b.id === bundleId);
  const price = vmPrice({ isPredefined, bundle, custom, ipv4: vm.ipv4.length }, items.data);
  const settled = vm.status === 'active' || vm.status === 'stopped';
  // Bundles smaller than the current disk cannot be chosen: a disk never shrinks.
  const fits = (disk: number | null) => (disk ?? 0) >= vm.disk;
  // The same for a custom disk, marked on the field as it is typed instead of refused by the server.
  const diskItem = items.data?.find((i) => i.key === 'disk');
  const shrink = isPredefined ? null : fieldProblem({ ...resizeVmHostSchema.disk, rules: [{ kind: 'range', min: vm.disk, max: diskItem?.max ?? Number.MAX_SAFE_INTEGER }] }, custom.disk);
  const shown: FieldErrors = shrink ? { ...errors, disk: [shrink] } : errors;

  return (
    <Card title={t.title}>
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t.current}>{sizeText(vm)}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary">{t.hint}</Typography.Paragraph>
      {!settled && <Alert type="info" showIcon message={vmMessages.detail.busy} style={{ marginBottom: 16 }} />}
      <div style={{ marginBottom: 16 }}>
        <PredefinedCustomToggle value={isPredefined} onChange={setPredefined} />
      </div>
      {isPredefined ? (
        <Radio.Group aria-label={vmMessages.create.bundles} value={bundleId} onChange={(e) => setBundleId(e.target.value as number)} style={{ width: '100%' }}>
          <Row gutter={[8, 8]}>
            {(bundles.data ?? []).map((b) => (
              <Col key={b.id} xs={24} md={12}>
                <Radio value={b.id} disabled={!fits(b.disk)}>
                  {b.name} — {sizeText({ cpu: b.cpu ?? 0, memory: b.memory ?? 0, disk: b.disk ?? 0 })} — {formatRial(b.price)}
                </Radio>
              </Col>
            ))}
          </Row>
        </Radio.Group>
      ) : (
        <Form disabled={!canWrite} layout="vertical" component="div">
          <CustomSize items={items.data} value={custom} onChange={(patch) => setCustom((c) => ({ ...c, ...patch }))} errors={shown} withIpv4={false} />
        </Form>
      )}
      <Descriptions size="small" column={1} style={{ marginTop: 16 }}>
        <Descriptions.Item label={t.newPrice}>{price ? t.priceText(formatRial(price.hourly), formatRial(price.monthly)) : vmMessages.create.notChosen}</Descriptions.Item>
      </Descriptions>
      <ConfirmAction
        label={t.submit}
        okText={t.submit}
        title={t.confirmTitle}
        disabled={!settled || !price || !!shrink}
        buttonProps={{ type: 'primary' }}
        description={price ? fill(t.confirmText, { name: vm.name, price: formatRial(price.hourly) }) : null}
        onConfirm={async () => {
          const accepted = await sendForm(fieldMessagesTarget(setErrors), () =>
            resize.mutateAsync({
              params: { projectId: vm.projectId, id: vm.id },
              body: { isPredefined, productBundleId: isPredefined ? bundleId : null, ...(isPredefined ? { cpu: null, memory: null, disk: null } : custom) },
            }),
          );
          // A refusal keeps the dialog open, its messages under the size fields.
          if (!accepted) return false;
          setErrors({});
          notify.success(t.started);
        }}
      />
    </Card>
  );
}
