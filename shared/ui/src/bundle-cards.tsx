/**
 * `BundleCards`: product bundles as a radio group of cards, each with its name, the lines the
 * caller describes it by and its monthly price. A form control (value/onChange), so it can sit
 * in a `Form.Item` or be driven by a store.
 */
import type { ReactNode } from 'react';
import Card from 'antd/es/card';
import Col, { type ColProps } from 'antd/es/col';
import Radio from 'antd/es/radio';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { EMPTY_VALUE, formatRial } from '@portal/locale';
import { uiMessages } from './messages';
import { colors } from './theme';

export interface BundleCardsProps<B extends { id: number; name: string | null; price: number }> {
  bundles: B[] | undefined;
  loading?: boolean;
  value?: number | null;
  onChange?: (id: number) => void;
  /** What each card says about its bundle (CPU, disk, traffic…), one line each. */
  describe: (bundle: B) => ReactNode[];
  /** Card widths per breakpoint. */
  col?: ColProps;
  'aria-label'?: string;
}

const DEFAULT_COL: ColProps = { xs: 24, sm: 12, xl: 8 };

export function BundleCards<B extends { id: number; name: string | null; price: number }>({
  bundles,
  loading,
  value,
  onChange,
  describe,
  col = DEFAULT_COL,
  'aria-label': ariaLabel,
}: BundleCardsProps<B>) {
  if (loading) return <Skeleton active />;
  return (
    <Radio.Group
      aria-label={ariaLabel}
      value={value}
      onChange={(e) => onChange?.(e.target.value as number)}
      style={{ width: '100%' }}
      data-testid="bundle-picker"
    >
      <Row gutter={[12, 12]}>
        {(bundles ?? []).map((b) => (
          <Col key={b.id} {...col}>
            <Card size="small" hoverable onClick={() => onChange?.(b.id)} style={{ borderColor: value === b.id ? colors.primary : undefined, height: '100%' }}>
              <Radio value={b.id}>
                <Typography.Text strong>{b.name ?? EMPTY_VALUE}</Typography.Text>
              </Radio>
              {describe(b).map((line, i) => (
                <div key={i} style={i === 0 ? { marginTop: 8 } : undefined}>
                  {line}
                </div>
              ))}
              <Typography.Text type="success" strong>
                {uiMessages.pricePerMonth(formatRial(b.price))}
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
    </Radio.Group>
  );
}
