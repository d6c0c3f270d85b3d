import { Link } from 'react-router-dom';
import { Card, Typography } from 'antd';
import type { BlogRow } from '@portal/contracts';
import { formatDate } from '@portal/locale';

/** What every blog answer names of an article; `link` is absent from the header articles when the list does not name it. */
export type ArticleSummary = Pick<BlogRow, 'link' | 'imageLink' | 'title' | 'subtitle' | 'author' | 'createDate'>;

export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  return (
    <Card
      size="small"
      cover={
        article.imageLink ? (
          <img src={article.imageLink} alt="" style={{ height: 96, objectFit: 'cover' }} />
        ) : (
          <div aria-hidden style={{ height: 96, background: 'linear-gradient(135deg, #1f6feb, #1f6feb99)' }} />
        )
      }
      style={{ height: '100%' }}
    >
      <Typography.Title level={headingLevel} style={{ fontSize: 16, marginTop: 0 }}>
        {article.link ? <Link to={`/blog/${article.link}`}>{article.title}</Link> : article.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {article.subtitle}
      </Typography.Paragraph>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {article.author ? `${article.author} · ` : null}
        {article.createDate ? <time dateTime={article.createDate}>{formatDate(article.createDate)}</time> : null}
      </Typography.Text>
    </Card>
  );
}
