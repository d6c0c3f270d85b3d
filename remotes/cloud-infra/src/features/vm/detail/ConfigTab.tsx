import { useState } from 'react';
import { Alert, Card, Descriptions, Form, Typography } from 'antd';
import { editVmHostSchema, VM_CUSTOM_LIMITS, vmActionAllowed } from '@portal/contracts';
import { fieldMessagesTarget, sendForm } from '@portal/api';
import { formatRial, fill } from '@portal/locale';
import { ConfirmAction, usePermission } from '@portal/ui';
import { fieldProblem } from '@portal/ui/form-rules';
import { notify } from '@portal/ui/toast';
import { useResizeVm, useVmItems, type VmView } from '../api';
import { vmPrice } from '../create/price';
import { CustomSize, type FieldErrors } from '../create/steps';
import { sizeText } from '../list/columns';
import { vmMessages } from '../messages';

const t = vmMessages.config;

/**
 * The provider's resize (`host/edit`): new cpu, memory and disk, priced from the server product's
 * unit items with the addresses it has. The body has no bundle, so the sizes are units here too.
 */
export default function ConfigTab({ vm }: { vm: VmView }) {
  // A viewer sees the form greyed out; the server would refuse it anyway.
  const canWrite = usePermission().allowed;
  const items = useVmItems();
  const resize = useResizeVm();
  const [size, setSize] = useState({ cpu: vm.cpu, memory: vm.memory, disk: vm.disk });
  const [errors, setErrors] = useState<FieldErrors>({});
  const price = vmPrice({ isPredefined: false, bundle: undefined, custom: size, ipv4: vm.ipV4 }, items.data);
  const settled = vmActionAllowed('resize', vm);
  const unchanged = size.cpu === vm.cpu && size.memory === vm.memory && size.disk === vm.disk;
  // A disk never shrinks: marked on the field as it is typed instead of refused by the server.
  const shrink = fieldProblem({ ...editVmHostSchema.disk, rules: [{ kind: 'range', min: vm.disk, max: VM_CUSTOM_LIMITS.disk.max }] }, size.disk);
  const shown: FieldErrors = shrink ? { ...errors, disk: [shrink] } : errors;

  return (
    <Card title={t.title}>
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t.current}>{sizeText(vm)}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary">{t.hint}</Typography.Paragraph>
      {!settled && <Alert type="info" showIcon message={vmMessages.detail.busy} style={{ marginBottom: 16 }} />}
      <Form disabled={!canWrite} layout="vertical" component="div">
        <CustomSize items={items.data} value={size} onChange={(patch) => setSize((c) => ({ ...c, ...patch }))} errors={shown} withIpv4={false} />
      </Form>
      <Descriptions size="small" column={1} style={{ marginTop: 16 }}>
        <Descriptions.Item label={t.newPrice}>
          {price ? t.priceText(formatRial(price.hourly), formatRial(price.monthly)) : vmMessages.create.notChosen}
        </Descriptions.Item>
      </Descriptions>
      <ConfirmAction
        label={t.submit}
        okText={t.submit}
        title={t.confirmTitle}
        disabled={!canWrite || !settled || !price || !!shrink || unchanged}
        buttonProps={{ type: 'primary' }}
        description={price ? fill(t.confirmText, { name: vm.name ?? '', price: formatRial(price.hourly) }) : null}
        onConfirm={async () => {
          const accepted = await sendForm(fieldMessagesTarget(setErrors), () =>
            resize.mutateAsync({ params: { projectId: vm.projectId, id: vm.id }, body: size }),
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
