import { Descriptions } from 'antd';
import { colocationHourlyPrice, type Equipment } from '@portal/api/contracts';
import { formatNumber, formatRial, formatToman } from '@portal/locale';
import { HOURS_PER_MONTH } from '../volumes/format';
import { colocationMessages } from './messages';

const t = colocationMessages.create;

export function ColocationPriceSummary({ equipment }: { equipment: Equipment | undefined }) {
  if (!equipment) return <span>{t.pickModel}</span>;
  const hourly = colocationHourlyPrice(equipment);
  return (
    <Descriptions column={1} size="small" data-testid="price-summary">
      <Descriptions.Item label={t.model}>
        <span dir="ltr">{equipment.model}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t.rackUnits}>{colocationMessages.units(formatNumber(equipment.rackUnits))}</Descriptions.Item>
      <Descriptions.Item label={t.power}>{colocationMessages.watts(formatNumber(equipment.powerWatts))}</Descriptions.Item>
      <Descriptions.Item label={t.hourly}>{formatRial(hourly)}</Descriptions.Item>
      <Descriptions.Item label={t.monthly}>
        {formatRial(hourly * HOURS_PER_MONTH)} ({formatToman(hourly * HOURS_PER_MONTH)})
      </Descriptions.Item>
    </Descriptions>
  );
}
