import { Link } from 'react-router-dom';
import { Button, Result } from 'antd';
import { hostMessages } from '../messages';

export function Forbidden() {
  const t = hostMessages.forbidden;
  return (
    <Result
      status="403"
      title={t.title}
      subTitle={t.text}
      extra={
        <Link to="/">
          <Button type="primary">{t.home}</Button>
        </Link>
      }
    />
  );
}
