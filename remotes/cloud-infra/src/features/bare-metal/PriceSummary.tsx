import { Descriptions } from 'antd';
import type { ProductBundle } from '@portal/api/contracts';
import { formatRial, formatToman } from '@portal/locale';
import { bareMetalMessages } from './messages';

const t = bareMetalMessages.create;

export function PriceSummary({ bundle }: { bundle: ProductBundle | undefined }) {
  if (!bundle) return <span>{t.pickBundle}</span>;
  return (
    <Descriptions column={1} size="small" data-testid="price-summary">
      <Descriptions.Item label={t.bundle}>{bundle.name}</Descriptions.Item>
      <Descriptions.Item label={t.monthly}>
        {formatRial(bundle.price)} ({formatToman(bundle.price)})
      </Descriptions.Item>
      <Descriptions.Item label={t.hourly}>{formatRial(bundle.hourlyPrice)}</Descriptions.Item>
    </Descriptions>
  );
}
