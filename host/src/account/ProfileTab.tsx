import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import { editProfileSchema, type Wire } from '@portal/contracts';
import { EMPTY_VALUE, formatDate, isValidJalaliDateInput, jalaliToIsoDate, normalizeDigits, toPersianDigits } from '@portal/locale';
import { useAuthStore } from '@portal/session';
import { formRules, Ltr } from '@portal/ui';
import { accountMessages } from './messages';
import { useEditProfile, useProfile } from './api';
import { ContactChange } from './ContactChange';
import { CustomerCard } from './CustomerCard';
import { EditableCard } from './EditableCard';
import { ExternalIdentitiesCard } from './ExternalIdentitiesCard';
import { Loaded } from './Loaded';

const t = accountMessages.profile;

type Values = { firstName: string; lastName: string; nationalId?: string; birthDate?: string; address?: string };

/** The Jalali date rule (YYYY/MM/DD, years 1300–1402, a real day); empty is allowed. */
const birthDateRules = [
  {
    validator: (_: unknown, v: string | undefined) =>
      !v?.trim() || isValidJalaliDateInput(v) ? Promise.resolve() : Promise.reject(new Error(t.birthDateInvalid)),
  },
];
const nationalIdRules = [
  {
    validator: (_: unknown, v: string | undefined) =>
      !v?.trim() || /^\d{10}$/.test(normalizeDigits(v.trim())) ? Promise.resolve() : Promise.reject(new Error(t.nationalCodeInvalid)),
  },
];
const shown = (value: string | null | undefined) => (value ? value : EMPTY_VALUE);

function PersonalCard({ profile }: { profile: Wire<'GetProfileResponse'> }) {
  const edit = useEditProfile();
  const completed = useAuthStore((s) => !!s.loginInfo?.profileCompleted);
  // The birth date is typed and shown in the Jalali calendar; the wire carries its ISO day.
  const save = ({ firstName, lastName, nationalId, birthDate, address }: Values) =>
    edit.mutateAsync({
      body: {
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        nationalId: normalizeDigits((nationalId ?? '').trim()),
        birthDate: jalaliToIsoDate(normalizeDigits((birthDate ?? '').trim())) ?? '',
        address: (address ?? '').trim(),
      },
    });
  return (
    <EditableCard<Values>
      title={t.personal}
      initialValues={{
        firstName: profile.firstName ?? '',
        lastName: profile.lastName ?? '',
        nationalId: profile.nationalId ?? '',
        birthDate: profile.birthDate ? normalizeDigits(formatDate(profile.birthDate)) : '',
        address: profile.address ?? '',
      }}
      save={save}
      saving={edit.isPending}
      fields={
        <>
          <Flex gap={16} wrap="wrap">
            <Form.Item name="firstName" label={t.firstName} rules={formRules(editProfileSchema.firstName)} style={{ minWidth: 220, flex: 1 }}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="lastName" label={t.lastName} rules={formRules(editProfileSchema.lastName)} style={{ minWidth: 220, flex: 1 }}>
              <Input maxLength={50} />
            </Form.Item>
          </Flex>
          <Flex gap={16} wrap="wrap">
            <Form.Item name="nationalId" label={t.nationalCode} rules={nationalIdRules} style={{ minWidth: 220, flex: 1 }}>
              <Input dir="ltr" inputMode="numeric" maxLength={10} />
            </Form.Item>
            <Form.Item name="birthDate" label={t.birthDate} extra={t.birthDateHint} rules={birthDateRules} style={{ minWidth: 220, flex: 1 }}>
              <Input dir="ltr" inputMode="numeric" maxLength={10} placeholder="1370/01/01" />
            </Form.Item>
          </Flex>
          <Form.Item name="address" label={t.address} rules={formRules(editProfileSchema.address)}>
            <Input.TextArea rows={2} maxLength={200} />
          </Form.Item>
        </>
      }
      view={
        <>
          <Descriptions.Item label={t.firstName}>{shown(profile.firstName)}</Descriptions.Item>
          <Descriptions.Item label={t.lastName}>{shown(profile.lastName)}</Descriptions.Item>
          <Descriptions.Item label={t.email}>
            <Flex gap={8} align="center" wrap="wrap">
              <span data-testid="profile-email">
                <Ltr>{shown(profile.email)}</Ltr>
              </span>
              <ContactChange kind="email" />
            </Flex>
          </Descriptions.Item>
          <Descriptions.Item label={t.phone}>
            <Flex gap={8} align="center" wrap="wrap">
              <span>{profile.phoneNumber ? toPersianDigits(profile.phoneNumber) : t.notSet}</span>
              <ContactChange kind="phone" />
            </Flex>
          </Descriptions.Item>
          <Descriptions.Item label={t.nationalCode}>{profile.nationalId ? toPersianDigits(profile.nationalId) : EMPTY_VALUE}</Descriptions.Item>
          <Descriptions.Item label={t.birthDate}>{formatDate(profile.birthDate)}</Descriptions.Item>
          <Descriptions.Item label={t.address}>{shown(profile.address)}</Descriptions.Item>
          <Descriptions.Item label={t.createdAt}>{formatDate(profile.createDate)}</Descriptions.Item>
          <Descriptions.Item label={t.completed}>
            {completed ? <Tag color="success">{t.complete}</Tag> : <Tag color="warning">{t.incomplete}</Tag>}
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
          <CustomerCard />
          <ExternalIdentitiesCard />
        </Flex>
      )}
    </Loaded>
  );
}
