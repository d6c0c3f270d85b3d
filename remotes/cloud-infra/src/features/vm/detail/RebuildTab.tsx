import { useState } from 'react';
import { Alert, Card, Radio, Space } from 'antd';
import type { VmHost } from '@portal/contracts';
import { ConfirmAction } from '@portal/ui';
import { notify } from '@portal/ui/toast';
import { fill } from '@portal/locale';
import { useRebuildVm, useVmImages } from '../api';
import { vmMessages } from '../messages';

const t = vmMessages.rebuild;

export default function RebuildTab({ vm }: { vm: VmHost }) {
  const images = useVmImages(vm.projectId);
  const rebuild = useRebuildVm();
  const [imageId, setImageId] = useState<number | undefined>();
  const image = images.data?.find((i) => i.id === imageId);
  const settled = vm.status === 'active' || vm.status === 'stopped';
  return (
    <Card title={t.title}>
      <Alert type="warning" showIcon message={t.warning} style={{ marginBottom: 16 }} />
      {!settled && <Alert type="info" showIcon message={vmMessages.detail.busy} style={{ marginBottom: 16 }} />}
      <Radio.Group aria-label={t.image} value={imageId} onChange={(e) => setImageId(e.target.value as number)}>
        <Space direction="vertical">
          {(images.data ?? []).map((img) => (
            <Radio key={img.id} value={img.id} disabled={img.minDisk > vm.disk}>
              <span dir="ltr">{`${img.os} ${img.version}`}</span>
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <div style={{ marginTop: 16 }}>
        <ConfirmAction
          danger
          label={t.submit}
          okText={t.submit}
          title={t.confirmTitle}
          disabled={!image || !settled}
          buttonProps={{ type: 'primary' }}
          typedConfirmation={vm.name}
          description={image ? fill(t.confirmText, { name: vm.name, os: `${image.os} ${image.version}` }) : null}
          onConfirm={async () => {
            await rebuild.mutateAsync({ params: { projectId: vm.projectId, id: vm.id }, body: { imageId: imageId! } });
            notify.success(t.started);
          }}
        />
      </div>
    </Card>
  );
}
