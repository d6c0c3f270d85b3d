import { useState } from 'react';
import { Button, Card, Descriptions, Flex, Form, Input, Skeleton, Space, Tag } from 'antd';
import type { Profile } from '@portal/api/contracts';
import { fieldErrorsForForm } from '@portal/api';
import { formatDate, toPersianDigits } from '@portal/locale';
import { notify } from '@portal/ui/toast';
import { accountMessages } from './messages';
import { useEditProfile, useProfile } from './api';
import { ContactChange } from './ContactChange';
import { CustomerCard } from './CustomerCard';
import { LoadFailed } from './LoadFailed';

const t = accountMessages.profile;

function PersonalCard({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<{ firstName: string; lastName: string }>();
  const edit = useEditProfile();

  const save = async (body: { firstName: string; lastName: string }) => {
    try {
      await edit.mutateAsync({ body });
      notify.success(accountMessages.common.saved);
      setEditing(false);
    } catch (error) {
      form.setFields(fieldErrorsForForm(error));
    }
  };

  return (
    <Card
      title={t.personal}
      extra={!editing && <Button onClick={() => setEditing(true)}>{accountMessages.common.edit}</Button>}
    >
      {editing ? (
        <Form form={form} layout="vertical" requiredMark={false} initialValues={{ firstName: profile.firstName, lastName: profile.lastName }} onFinish={(v) => void save(v)}>
          <Flex gap={16} wrap="wrap">
            <Form.Item name="firstName" label={t.firstName} rules={[{ required: true, message: t.firstNameRequired }]} style={{ minWidth: 220, flex: 1 }}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="lastName" label={t.lastName} rules={[{ required: true, message: t.lastNameRequired }]} style={{ minWidth: 220, flex: 1 }}>
              <Input maxLength={50} />
            </Form.Item>
          </Flex>
          <Space>
            <Button type="primary" htmlType="submit" loading={edit.isPending}>
              {accountMessages.common.save}
            </Button>
            <Button onClick={() => setEditing(false)}>{accountMessages.common.cancel}</Button>
          </Space>
        </Form>
      ) : (
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label={t.firstName}>{profile.firstName}</Descriptions.Item>
          <Descriptions.Item label={t.lastName}>{profile.lastName}</Descriptions.Item>
          <Descriptions.Item label={t.email}>
            <Flex gap={8} align="center" wrap="wrap">
              <span dir="ltr" data-testid="profile-email">{profile.email}</span>
              <ContactChange kind="email" pending={profile.pendingEmail} />
            </Flex>
          </Descriptions.Item>
          <Descriptions.Item label={t.phone}>
            <Flex gap={8} align="center" wrap="wrap">
              <span>{profile.phoneNumber ? toPersianDigits(profile.phoneNumber) : t.notSet}</span>
              <ContactChange kind="phone" pending={profile.pendingPhoneNumber} />
            </Flex>
          </Descriptions.Item>
          <Descriptions.Item label={t.createdAt}>{formatDate(profile.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t.completed}>
            {profile.profileCompleted ? <Tag color="success">{t.complete}</Tag> : <Tag color="warning">{t.incomplete}</Tag>}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}

export function ProfileTab() {
  const profile = useProfile();
  if (profile.isLoading) return <Skeleton active />;
  if (!profile.data) return <LoadFailed onRetry={() => void profile.refetch()} />;
  return (
    <Flex vertical gap={16}>
      <PersonalCard profile={profile.data} />
      <CustomerCard profile={profile.data} />
    </Flex>
  );
}
