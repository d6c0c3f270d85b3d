import { Descriptions } from 'antd';
import { volumeHourlyPrice } from '@portal/api/contracts';
import { formatRial, formatToman } from '@portal/locale';
import { gigabytes, HOURS_PER_MONTH } from './format';
import { volumeMessages } from './messages';

const t = volumeMessages.create;

/** What a disk of `size` GB costs, shown before the user confirms. */
export function VolumePriceSummary({ size }: { size: number | null | undefined }) {
  if (!size) return <span>{t.pickSize}</span>;
  const hourly = volumeHourlyPrice(size);
  return (
    <Descriptions column={1} size="small" data-testid="price-summary">
      <Descriptions.Item label={t.size}>{gigabytes(size)}</Descriptions.Item>
      <Descriptions.Item label={t.hourly}>{formatRial(hourly)}</Descriptions.Item>
      <Descriptions.Item label={t.monthly}>
        {formatRial(hourly * HOURS_PER_MONTH)} ({formatToman(hourly * HOURS_PER_MONTH)})
      </Descriptions.Item>
    </Descriptions>
  );
}
