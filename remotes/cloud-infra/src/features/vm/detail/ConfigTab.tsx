import { useState } from 'react';
import { Alert, Card, Col, Descriptions, Form, Radio, Row, Typography } from 'antd';
import { resizeVmHostSchema, VM_CUSTOM_LIMITS } from '@portal/contracts';
import { fieldMessagesTarget, sendForm } from '@portal/api';
import { EMPTY_VALUE, formatRial, fill } from '@portal/locale';
import { ConfirmAction, PredefinedCustomToggle, usePermission } from '@portal/ui';
import { fieldProblem } from '@portal/ui/form-rules';
import { notify } from '@portal/ui/toast';
import { useResizeVm, useVmBundles, useVmItems, type VmView } from '../api';
import { vmPrice } from '../create/price';
import { CustomSize, type FieldErrors } from '../create/steps';
import { bundleOfSize, sizeText } from '../list/columns';
import { vmMessages } from '../messages';

const t = vmMessages.config;

export default function ConfigTab({ vm }: { vm: VmView }) {
  // A viewer sees the form greyed out; the server would refuse it anyway.
  const canWrite = usePermission().allowed;
  const bundles = useVmBundles();
  const items = useVmItems();
  const resize = useResizeVm();
  // A server sized like a bundle starts on the bundles (with that one chosen), any other on custom sizes.
  const current = bundleOfSize(bundles.data, vm);
  const [chosenPredefined, setPredefined] = useState<boolean>();
  const [pickedBundle, setBundleId] = useState<number | null>();
  const isPredefined = chosenPredefined ?? !!current;
  const bundleId = pickedBundle ?? current?.id ?? null;
  const [custom, setCustom] = useState({ cpu: vm.cpu, memory: vm.memory, disk: vm.disk });
  const [errors, setErrors] = useState<FieldErrors>({});
  const bundle = bundles.data?.find((b) => b.id === bundleId);
  const price = vmPrice({ isPredefined, bundle, custom, ipv4: vm.ipV4 }, items.data);
  const settled = vm.status === 'active' || vm.status === 'stopped';
  // Bundles smaller than the current disk cannot be chosen: a disk never shrinks.
  const fits = (disk: number) => disk >= vm.disk;
  // The same for a custom disk, marked on the field as it is typed instead of refused by the server.
  const shrink = isPredefined ? null : fieldProblem({ ...resizeVmHostSchema.disk, rules: [{ kind: 'range', min: vm.disk, max: VM_CUSTOM_LIMITS.disk.max }] }, custom.disk);
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
                <Radio value={b.id} disabled={!fits(b.vDisk)}>
                  {b.name ?? EMPTY_VALUE} — {sizeText({ cpu: b.vCpu, memory: b.vMemory, disk: b.vDisk })} — {formatRial(b.price)}
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
        description={price ? fill(t.confirmText, { name: vm.name ?? '', price: formatRial(price.hourly) }) : null}
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
