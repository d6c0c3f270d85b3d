import { Link, useParams } from 'react-router-dom';
import { Alert, Button, Card, Col, Form, Input, List, Row, Skeleton, Typography } from 'antd';
import { api, createBlogCommentSchema, type BlogArticle, type BlogComment } from '@portal/contracts';
import { sendForm, useApiMutation } from '@portal/api';
import { formatDate, formatDateTime } from '@portal/locale';
import { formRules, LoadFailed } from '@portal/ui';
import { useState } from 'react';
import { supportMessages } from '../../messages';
import { MessageText } from '../tickets/MessageText';
import { PublicFrame } from '../public/PublicFrame';
import { useArticle, useComments, useRandomArticles } from './api';
import { ArticleCard } from './ArticleCard';
import { SafeHtml } from './sanitize';

const t = supportMessages.public;

function Comments({ article }: { article: BlogArticle }) {
  const comments = useComments(article.id);
  const [form] = Form.useForm<{ name: string; email?: string; content: string }>();
  const create = useApiMutation(api.support.commentCreate);
  const [pending, setPending] = useState<string>();
  const [replyTo, setReplyTo] = useState<BlogComment>();

  const submit = async (values: { name: string; email?: string; content: string }) => {
    const ok = await sendForm(form, async () => {
      await create.mutateAsync({
        body: {
          websiteBlogId: article.id ?? 0,
          name: values.name.trim(),
          email: values.email?.trim() || null,
          content: values.content.trim(),
          parentId: replyTo?.id ?? null,
        },
      });
    });
    if (ok) {
      setPending(t.commentPending);
      setReplyTo(undefined);
      form.resetFields();
    }
  };
  const byId = new Map((comments.data ?? []).map((c) => [c.id, c]));

  return (
    <section aria-labelledby="comments" style={{ marginTop: 24 }}>
      <Typography.Title level={2} id="comments" style={{ fontSize: 18 }}>
        {t.comments}
      </Typography.Title>
      <Card style={{ marginBottom: 16 }}>
        {comments.data?.length ? (
          <List
            dataSource={comments.data}
            renderItem={(c) => (
              <List.Item
                data-testid="comment"
                style={c.parentId ? { marginInlineStart: 32 } : undefined}
                actions={[
                  <Button key="reply" type="link" size="small" onClick={() => setReplyTo(c)}>
                    {t.reply}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <>
                      {c.name}{' '}
                      <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 400 }}>
                        {formatDateTime(c.createDate)}
                      </Typography.Text>
                      {c.parentId && byId.get(c.parentId) ? (
                        <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 400 }}>
                          {' '}
                          {t.inReplyTo(byId.get(c.parentId)!.name ?? '')}
                        </Typography.Text>
                      ) : null}
                    </>
                  }
                  description={<MessageText text={c.content ?? ''} />}
                />
              </List.Item>
            )}
          />
        ) : (
          <Typography.Text type="secondary">{t.noComments}</Typography.Text>
        )}
      </Card>
      <Card title={<h3 style={{ fontSize: 15, margin: 0 }}>{t.addComment}</h3>}>
        {pending ? <Alert type="success" showIcon title={pending} role="status" style={{ marginBottom: 16 }} /> : null}
        {replyTo ? (
          <Alert
            type="info"
            showIcon
            title={t.replyingTo(replyTo.name ?? '')}
            closable={{ 'aria-label': t.cancelReply, onClose: () => setReplyTo(undefined) }}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Form form={form} name="comment" layout="vertical" onFinish={submit} disabled={create.isPending}>
          <Form.Item name="name" label={t.name} rules={formRules(createBlogCommentSchema.name!)}>
            <Input autoComplete="name" maxLength={60} />
          </Form.Item>
          <Form.Item name="email" label={t.commentEmail} rules={formRules(createBlogCommentSchema.email!)}>
            <Input type="email" dir="ltr" autoComplete="email" />
          </Form.Item>
          <Form.Item name="content" label={t.comment} rules={formRules(createBlogCommentSchema.content!)}>
            <Input.TextArea rows={4} maxLength={1000} showCount />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t.sendComment}
          </Button>
        </Form>
      </Card>
    </section>
  );
}

export default function ArticlePage() {
  const link = useParams().link ?? '';
  const article = useArticle(link);
  const related = useRandomArticles(link);

  return (
    <PublicFrame>
      {article.error ? (
        <LoadFailed error={article.error} onRetry={() => article.refetch()} backTo="/blog" backLabel={t.backToBlog} notFoundTitle={t.articleNotFound} />
      ) : !article.data ? (
        <Skeleton active />
      ) : (
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={16}>
            <article>
              <Link to="/blog">{t.backToBlog}</Link>
              <Typography.Title level={1} style={{ fontSize: 26, marginTop: 12 }}>
                {article.data.title}
              </Typography.Title>
              <Typography.Text type="secondary">
                {article.data.author ? `${article.data.author} · ` : null}
                {article.data.createDate ? <time dateTime={article.data.createDate}>{formatDate(article.data.createDate)}</time> : null}
              </Typography.Text>
              <Card style={{ marginTop: 16, lineHeight: 2 }} data-testid="article-body">
                <SafeHtml html={article.data.text ?? ''} />
              </Card>
            </article>
            <Comments article={article.data} />
          </Col>
          <Col xs={24} lg={8}>
            <aside aria-labelledby="related">
              <Typography.Title level={2} id="related" style={{ fontSize: 18 }}>
                {t.related}
              </Typography.Title>
              <div style={{ display: 'grid', gap: 16 }}>
                {(related.data ?? []).map((a) => (
                  <ArticleCard key={a.link ?? a.title} article={a} />
                ))}
              </div>
            </aside>
          </Col>
        </Row>
      )}
    </PublicFrame>
  );
}
