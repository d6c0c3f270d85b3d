import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Flex, theme, Typography } from 'antd';
import { supportMessages } from '../../messages';
import { NewsletterForm } from '../blog/NewsletterForm';

const t = supportMessages.public;

/** The public pages' frame: a header with the site's links, the page, a footer with the newsletter. */
export function PublicFrame({ children }: { children: ReactNode }) {
  // Colours from the theme in force, light or dark.
  const { token } = theme.useToken();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: token.colorBgLayout }}>
      <header style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        <Flex component="nav" align="center" gap={16} wrap style={{ maxWidth: 1100, margin: '0 auto', padding: '12px 16px' }}>
          <Link to="/blog" style={{ fontWeight: 700, fontSize: 18, color: token.colorText }}>
            {t.brand}
          </Link>
          <Link to="/blog">{t.blog}</Link>
          <Link to="/contact-us">{t.contact}</Link>
          <a href="/" style={{ marginInlineStart: 'auto' }}>
            {t.login}
          </a>
        </Flex>
      </header>
      <main style={{ flex: 1, width: '100%', maxWidth: 1100, margin: '0 auto', padding: '24px 16px', boxSizing: 'border-box' }}>{children}</main>
      <footer style={{ background: token.colorBgContainer, borderTop: `1px solid ${token.colorBorderSecondary}` }}>
        <div style={{ maxWidth: 1100, margin: '0 auto', padding: '20px 16px' }}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t.newsletter}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t.newsletterHint}</Typography.Paragraph>
          <NewsletterForm />
        </div>
      </footer>
    </div>
  );
}
