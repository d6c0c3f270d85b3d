import { useSearchParams } from 'react-router-dom';
import { Col, Pagination, Row, Skeleton, Typography } from 'antd';
import { LoadFailed } from '@portal/ui';
import { supportMessages } from '../../messages';
import { PublicFrame } from '../public/PublicFrame';
import { BLOG_PAGE_SIZE } from '@portal/contracts';
import { useBlogList, useHeaderArticles } from './api';
import { ArticleCard } from './ArticleCard';

const t = supportMessages.public;

export default function BlogPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const header = useHeaderArticles();
  const list = useBlogList();
  const rows = list.data ?? [];
  const shown = rows.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE);
  // The header articles name no link: the list's article of the same title gives it.
  const linkOf = (title: string | null | undefined) => rows.find((r) => r.title === title)?.link ?? null;

  return (
    <PublicFrame>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t.blogTitle}
      </Typography.Title>
      {page === 1 && header.data?.length ? (
        <section aria-labelledby="header-articles" style={{ marginBottom: 24 }}>
          <Typography.Title level={2} id="header-articles" style={{ fontSize: 18 }}>
            {t.headerArticles}
          </Typography.Title>
          <Row gutter={[16, 16]}>
            {header.data.map((a) => (
              <Col key={`${a.title}-${a.createDate}`} xs={24} md={8}>
                <ArticleCard article={{ ...a, link: linkOf(a.title) }} />
              </Col>
            ))}
          </Row>
        </section>
      ) : null}
      <section aria-labelledby="latest-articles">
        <Typography.Title level={2} id="latest-articles" style={{ fontSize: 18 }}>
          {t.latest}
        </Typography.Title>
        {list.error ? (
          <LoadFailed error={list.error} onRetry={() => list.refetch()} />
        ) : !list.data ? (
          <Skeleton active />
        ) : (
          <>
            <Row gutter={[16, 16]}>
              {shown.map((a) => (
                <Col key={a.link ?? a.title} xs={24} sm={12} lg={8}>
                  <ArticleCard article={a} />
                </Col>
              ))}
            </Row>
            <nav aria-label={t.page} style={{ marginTop: 24, display: 'flex', justifyContent: 'center' }}>
              <Pagination
                current={page}
                pageSize={BLOG_PAGE_SIZE}
                total={rows.length}
                showSizeChanger={false}
                hideOnSinglePage
                onChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
              />
            </nav>
          </>
        )}
      </section>
    </PublicFrame>
  );
}
