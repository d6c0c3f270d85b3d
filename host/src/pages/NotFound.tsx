import { Link } from 'react-router-dom';
import { Button, Result } from 'antd';
import { messages } from '@portal/locale';

/** Unmatched paths inside the layout. */
export function NotFound() {
  const t = messages.pages;
  return (
    <Result
      status="404"
      title={t.notFoundTitle}
      subTitle={t.notFound}
      extra={
        <Link to="/">
          <Button type="primary">{t.backHome}</Button>
        </Link>
      }
    />
  );
}
