import { Typography } from 'antd';
import { PageHeader } from '@portal/ui';
import { cloudPlatformMessages } from '../../messages';

const t = cloudPlatformMessages.overview;

/** The area's first page; replace it with the area's resources (list, detail, create) as they come. */
export default function OverviewPage() {
  return (
    <>
      <PageHeader title={t.title} />
      <Typography.Paragraph>{t.intro}</Typography.Paragraph>
    </>
  );
}
