import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import type { Profile } from '@portal/contracts';
import { formatDate, toPersianDigits } from '@portal/locale';
import { accountMessages } from './messages';
import { useEditProfile, useProfile } from './api';
import { ContactChange } from './ContactChange';
import { CustomerCard } from './CustomerCard';
import { EditableCard } from './EditableCard';
import { ExternalIdentitiesCard } from './ExternalIdentitiesCard';
import { Loaded } from './Loaded';

const t = accountMessages.profile;

type Name = { firstName: string; lastName: string };

function PersonalCard({ profile }: { profile: Profile }) {
  const edit = useEditProfile();
  return (
    <EditableCard<Name>
      title={t.personal}
      initialValues={{ firstName: profile.firstName, lastName: profile.lastName }}
      save={(body) => edit.mutateAsync({ body })}
      saving={edit.isPending}
      fields={
        <Flex gap={16} wrap="wrap">
          <Form.Item name="firstName" label={t.firstName} rules={[{ required: true, message: t.firstNameRequired }]} style={{ minWidth: 220, flex: 1 }}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="lastName" label={t.lastName} rules={[{ required: true, message: t.lastNameRequired }]} style={{ minWidth: 220, flex: 1 }}>
            <Input maxLength={50} />
          </Form.Item>
        </Flex>
      }
      view={
        <>
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
        </>
      }
    />
  );
}

export function ProfileTab() {
  return (
    <Loaded query={useProfile()}>
      {(profile) => (
        <Flex vertical gap={16}>
          <PersonalCard profile={profile} />
          <CustomerCard profile={profile} />
          <ExternalIdentitiesCard />
        </Flex>
      )}
    </Loaded>
  );
}
