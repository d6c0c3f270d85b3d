import { Space } from 'antd';
import type { BareMetalHost } from '@portal/contracts';
import { EMPTY_VALUE, formatDateTime, formatNumber, formatRial, formatGigabytes } from '@portal/locale';
import { CopyButton, SimpleResourceDetail, StatusTag, type DetailItem, useNumericParams } from '@portal/ui';
import { useBareMetalHost, useDeleteBareMetal } from './api';
import { bareMetalMessages } from './messages';

const t = bareMetalMessages.detail;
const l = bareMetalMessages.list;
const c = bareMetalMessages.create;

const items = (h: BareMetalHost): DetailItem[] => [
  { label: l.status, value: <StatusTag status={h.status} /> },
  { label: l.bundle, value: h.bundleName },
  { label: c.cpu, value: formatNumber(h.cpu) },
  { label: c.memory, value: formatGigabytes(h.memory) },
  { label: c.disk, value: formatGigabytes(h.disk) },
  { label: l.image, value: <span dir="ltr">{h.imageName}</span> },
  {
    label: l.ipv4,
    value: h.ipv4 ? (
      <Space>
        <span dir="ltr">{h.ipv4}</span>
        <CopyButton text={h.ipv4} />
      </Space>
    ) : (
      EMPTY_VALUE
    ),
  },
  { label: l.datacenter, value: h.datacenterName },
  { label: l.hourly, value: formatRial(h.hourlyPrice) },
  { label: l.createdAt, value: formatDateTime(h.createdAt) },
];

export default function BareMetalDetailPage() {
  const { projectId, id } = useNumericParams('projectId', 'id');
  const host = useBareMetalHost(projectId, id);
  const remove = useDeleteBareMetal();
  const deletion = {
    run: (h: BareMetalHost) => remove.mutateAsync({ params: { projectId, id: h.id } }),
    labels: t,
    disabled: (h: BareMetalHost) => h.status === 'deleting',
  };
  return <SimpleResourceDetail query={host} invalidId={Number.isNaN(id)} listPath={`/bare-metal/${projectId}`} labels={t} remove={deletion} items={items} />;
}
