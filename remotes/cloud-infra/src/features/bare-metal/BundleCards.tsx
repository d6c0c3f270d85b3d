import { Card, Col, Radio, Row, Skeleton, Typography } from 'antd';
import type { ProductBundle } from '@portal/api/contracts';
import { formatNumber, formatRial } from '@portal/locale';
import { bareMetalMessages } from './messages';

const t = bareMetalMessages.create;

/** Hardware configurations as selectable cards (a form control: value/onChange). */
export function BundleCards({ bundles, loading, value, onChange }: { bundles?: ProductBundle[]; loading: boolean; value?: number; onChange?: (id: number) => void }) {
  if (loading) return <Skeleton active />;
  return (
    <Radio.Group value={value} onChange={(e) => onChange?.(e.target.value as number)} style={{ width: '100%' }} data-testid="bundle-picker">
      <Row gutter={[12, 12]}>
        {(bundles ?? []).map((b) => (
          <Col key={b.id} xs={24} md={8}>
            <Card size="small" hoverable onClick={() => onChange?.(b.id)} style={{ height: '100%', borderColor: value === b.id ? '#1565c0' : undefined }}>
              <Radio value={b.id}>
                <Typography.Text strong>{b.name}</Typography.Text>
              </Radio>
              <div style={{ marginTop: 8 }}>
                {t.cpu}: {formatNumber(b.cpu ?? 0)}
              </div>
              <div>
                {t.memory}: {formatNumber(b.memory ?? 0)} گیگابایت
              </div>
              <div>
                {t.disk}: {formatNumber(b.disk ?? 0)} گیگابایت
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
