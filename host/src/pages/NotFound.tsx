import { Link } from 'react-router-dom';
import { Button, Result } from 'antd';
import { hostMessages } from '../messages';

export function NotFound() {
  const t = hostMessages.notFound;
  return (
    <Result
      status="404"
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
