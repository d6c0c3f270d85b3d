import { useState } from 'react';
import { Alert, Card, Form, Input, Radio, Select, Space } from 'antd';
import { isWindowsImage, rebuildVmHostSchema, vmActionAllowed } from '@portal/contracts';
import { sendForm } from '@portal/api';
import { ConfirmAction, Ltr } from '@portal/ui';
import { fieldProblem, formRules } from '@portal/ui/form-rules';
import { notify } from '@portal/ui/toast';
import { EMPTY_VALUE, fill } from '@portal/locale';
import { useSshKeys } from '../../keys/api';
import { useRebuildVm, useVmImages, type VmView } from '../api';
import { vmMessages } from '../messages';

const t = vmMessages.rebuild;

interface Values {
  name?: string;
  password?: string;
  vmKeyId?: number;
}

/** The rebuild's name is required here: the field starts with the current name, and keeping it keeps the name. */
const nameSpec = { ...rebuildVmHostSchema.name!, required: true };

/**
 * A fresh install: an image (the current one to start with), the server's name and a new way in
 * (a root password, or on Linux a key of the project). The rebuild is the provider's only way to
 * rename a server, so the name is asked here and the confirmation says when it changes.
 * The provider says nothing of an image's smallest disk: a too small disk is its refusal, shown
 * under the image.
 */
export default function RebuildTab({ vm }: { vm: VmView }) {
  const images = useVmImages(vm.projectId);
  const keys = useSshKeys(vm.projectId);
  const rebuild = useRebuildVm();
  const [form] = Form.useForm<Values>();
  const [chosenImageId, setImageId] = useState<number | undefined>();
  const [imageError, setImageError] = useState<string[]>([]);
  const password = Form.useWatch('password', form);
  const vmKeyId = Form.useWatch('vmKeyId', form);
  const name = (Form.useWatch('name', form) as string | undefined) ?? vm.name ?? '';
  const usable = (images.data ?? []).filter((img) => img.status);
  const imageId = chosenImageId ?? usable.find((img) => img.id === vm.vmImageId)?.id;
  const image = usable.find((i) => i.id === imageId);
  const windows = isWindowsImage(image);
  const settled = vmActionAllowed('rebuild', vm);
  const hasAccess = !!password || (!windows && vmKeyId != null);
  const renamed = name.trim() !== (vm.name ?? '');
  return (
    <Card title={t.title}>
      <Alert type="warning" showIcon message={t.warning} style={{ marginBottom: 16 }} />
      {!settled && <Alert type="info" showIcon message={vmMessages.detail.busy} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ name: vm.name ?? '' }}>
        <Form.Item name="name" label={t.name} extra={t.nameHint} rules={formRules(nameSpec)}>
          <Input dir="ltr" aria-label={t.name} autoComplete="off" />
        </Form.Item>
        <Form.Item label={t.image} validateStatus={imageError.length ? 'error' : undefined} help={imageError[0]}>
          <Radio.Group
            aria-label={t.image}
            value={imageId}
            onChange={(e) => {
              setImageId(e.target.value as number);
              setImageError([]);
            }}
          >
            <Space direction="vertical">
              {usable.map((img) => (
                <Radio key={img.id} value={img.id}>
                  <Ltr>{img.name ?? EMPTY_VALUE}</Ltr>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="password"
          label={vmMessages.create.password}
          extra={vmMessages.create.passwordHint}
          rules={formRules(rebuildVmHostSchema.password!, { required: false })}
        >
          <Input.Password dir="ltr" aria-label={vmMessages.create.password} autoComplete="new-password" />
        </Form.Item>
        {!windows && (
          <Form.Item name="vmKeyId" label={t.key} extra={t.keyHint}>
            <Select
              aria-label={t.key}
              allowClear
              placeholder={t.keyPlaceholder}
              options={(keys.data ?? []).map((k) => ({ value: k.id, label: k.name ?? EMPTY_VALUE }))}
            />
          </Form.Item>
        )}
      </Form>
      <ConfirmAction
        danger
        label={t.submit}
        okText={t.submit}
        title={t.confirmTitle}
        disabled={!image || !settled || !hasAccess || !!fieldProblem(nameSpec, name)}
        buttonProps={{ type: 'primary' }}
        typedConfirmation={vm.name ?? undefined}
        description={
          image ? (
            <>
              <p>{fill(t.confirmText, { name: vm.name ?? '', os: image.name ?? '' })}</p>
              {renamed && <p>{fill(t.renameText, { name: name.trim() })}</p>}
            </>
          ) : null
        }
        onConfirm={async () => {
          const values = form.getFieldsValue();
          const target = {
            setFields: (fields: Array<{ name: (string | number)[]; errors: string[] }>) => {
              setImageError(fields.find((f) => f.name[0] === 'vmImageId')?.errors ?? []);
              form.setFields(fields.filter((f) => f.name[0] !== 'vmImageId') as never);
            },
          };
          const accepted = await sendForm(target, () =>
            rebuild.mutateAsync({
              params: { projectId: vm.projectId, id: vm.id },
              body: {
                vmImageId: imageId!,
                name: (values.name ?? vm.name ?? '').trim(),
                password: values.password || null,
                vmKeyId: windows ? null : (values.vmKeyId ?? null),
              },
            }),
          );
          // A refusal closes the dialog; its messages stay under the fields.
          if (!accepted) return;
          form.resetFields(['password', 'vmKeyId']);
          notify.success(t.started);
        }}
      />
    </Card>
  );
}
