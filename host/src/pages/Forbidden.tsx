import { Link } from 'react-router-dom';
import { Button, Result } from 'antd';
import { messages } from '@portal/locale';

/** Target of a 403 (spec §8). */
export function Forbidden() {
  const t = messages.pages;
  return (
    <Result
      status="403"
      title={t.forbiddenTitle}
      subTitle={t.forbidden}
      extra={
        <Link to="/">
          <Button type="primary">{t.backHome}</Button>
        </Link>
      }
    />
  );
}
