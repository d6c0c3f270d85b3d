import { Card, Col, Radio, Row, Skeleton, Typography } from 'antd';
import type { ProductBundle } from '@portal/api/contracts';
import { EMPTY_VALUE, formatNumber, formatRial } from '@portal/locale';
import { storageMessages } from '../../messages';
import { gigabytes } from './columns';

const t = storageMessages.create;

interface Props {
  bundles: ProductBundle[] | undefined;
  loading: boolean;
  value?: number;
  onChange?: (id: number) => void;
}

/** Storage plans as selectable cards with their monthly price. */
export function BundlePicker({ bundles, loading, value, onChange }: Props) {
  if (loading) return <Skeleton active />;
  return (
    <Radio.Group value={value} onChange={(e) => onChange?.(e.target.value as number)} style={{ width: "100%" }} data-testid="bundle-picker">
      <Row gutter={[12, 12]}>
        {(bundles ?? []).map((b) => (
          <Col key={b.id} xs={24} sm={12} xl={6}>
            <Card
              size="small"
              hoverable
              onClick={() => onChange?.(b.id)}
              style={{ borderColor: value === b.id ? '#1565c0' : undefined, height: '100%' }}
            >
              <Radio value={b.id}>
                <Typography.Text strong>{b.name}</Typography.Text>
              </Radio>
              <div style={{ marginTop: 8 }}>
                {t.disk}: {b.disk === null ? EMPTY_VALUE : gigabytes(b.disk)}
              </div>
              <div>
                {t.bandwidth}: {b.bandwidth === null ? t.unmetered : `${formatNumber(b.bandwidth)} گیگابایت`}
              </div>
              <Typography.Text type="success" strong>
                {formatRial(b.price)}
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
    </Radio.Group>
  );
}
