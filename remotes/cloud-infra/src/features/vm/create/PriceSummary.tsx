import { Descriptions, Divider, Typography } from 'antd';
import { formatNumber, formatRial, formatToman } from '@portal/locale';
import { vmMessages } from '../messages';
import type { VmPrice } from './price';

const c = vmMessages.create;

/** What the order costs: each line, then monthly and hourly totals. */
export function PriceSummary({ price, rows }: { price: VmPrice | undefined; rows: Array<[string, string]> }) {
  return (
    <div data-testid="vm-price-summary">
      <Descriptions column={1} size="small">
        {rows.map(([label, value]) => (
          <Descriptions.Item key={label} label={label}>
            {value}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Divider style={{ margin: '8px 0' }} />
      {price ? (
        <Descriptions column={1} size="small">
          {price.lines.map((l) => (
            <Descriptions.Item key={l.key} label={l.quantity > 1 || l.key !== 'bundle' ? c.priceLine(l.label, formatNumber(l.quantity)) : l.label}>
              {formatRial(l.monthly)}
            </Descriptions.Item>
          ))}
          <Descriptions.Item label={c.monthly}>
            <Typography.Text strong>
              {formatRial(price.monthly)} ({formatToman(price.monthly)})
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={c.hourly}>{formatRial(price.hourly)}</Descriptions.Item>
        </Descriptions>
      ) : (
        <Typography.Text type="secondary">{c.notChosen}</Typography.Text>
      )}
    </div>
  );
}
