import { Link } from 'react-router-dom';
import { Card, Typography } from 'antd';
import type { BlogArticleSummary } from '@portal/contracts';
import { formatDate } from '@portal/locale';

export function ArticleCard({ article, headingLevel = 3 }: { article: BlogArticleSummary; headingLevel?: 2 | 3 }) {
  return (
    <Card
      size="small"
      cover={<div aria-hidden style={{ height: 96, background: `linear-gradient(135deg, ${article.imageColor}, ${article.imageColor}99)` }} />}
      style={{ height: '100%' }}
    >
      <Typography.Title level={headingLevel} style={{ fontSize: 16, marginTop: 0 }}>
        <Link to={`/blog/${article.link}`}>{article.title}</Link>
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {article.summary}
      </Typography.Paragraph>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
      </Typography.Text>
    </Card>
  );
}
