/**
 * `PageHeader`: page title (h1), optional back link and action buttons.
 * In RTL "back" points right, so the arrow is ArrowRight (antd does not mirror icons).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Flex from 'antd/es/flex';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import { uiMessages } from './messages';

export interface PageHeaderProps {
  title: ReactNode;
  /** Target of the back link (e.g. computed from the project and the VPC id). */
  backTo?: string;
  /** Accessible label of the back link; default "بازگشت". */
  backLabel?: string;
  subtitle?: ReactNode;
  /** Actions shown at the far (left, in RTL) end. */
  extra?: ReactNode;
}

export function PageHeader({ title, backTo, backLabel, subtitle, extra }: PageHeaderProps) {
  return (
    <Flex component="header" align="center" justify="space-between" wrap gap={12} style={{ marginBottom: 16 }}>
      <Flex align="center" gap={8}>
        {backTo ? (
          <Link to={backTo} aria-label={backLabel ?? uiMessages.back} title={backLabel ?? uiMessages.back} style={{ display: 'inline-flex', padding: 4 }}>
            <ArrowRightOutlined aria-hidden />
          </Link>
        ) : null}
        <div>
          <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
            {title}
          </Typography.Title>
          {subtitle ? <Typography.Text type="secondary">{subtitle}</Typography.Text> : null}
        </div>
      </Flex>
      {extra ? <Space wrap>{extra}</Space> : null}
    </Flex>
  );
}

export default PageHeader;
