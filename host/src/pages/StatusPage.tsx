import { Link } from 'react-router-dom';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { messages } from '@portal/locale';

const pages = {
  403: { title: messages.pages.forbiddenTitle, text: messages.pages.forbidden },
  404: { title: messages.pages.notFoundTitle, text: messages.pages.notFound },
} as const;

/** `/forbidden` (where a 403 leads) and the not-found page inside the layout. */
export function StatusPage({ status }: { status: keyof typeof pages }) {
  const { title, text } = pages[status];
  return (
    <Result
      status={String(status) as '403' | '404'}
      title={title}
      subTitle={text}
      extra={
        <Link to="/">
          <Button type="primary">{messages.pages.backHome}</Button>
        </Link>
      }
    />
  );
}
