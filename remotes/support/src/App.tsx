import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';

// Each page is its own chunk; the host's Suspense shows the progress bar while one loads.
const TicketListPage = lazy(() => import('./features/tickets/TicketListPage'));
const CreateTicketPage = lazy(() => import('./features/tickets/CreateTicketPage'));
const TicketPage = lazy(() => import('./features/tickets/TicketPage'));
const BlogPage = lazy(() => import('./features/blog/BlogPage'));
const ArticlePage = lazy(() => import('./features/blog/ArticlePage'));
const ContactPage = lazy(() => import('./features/contact/ContactPage'));
const UnsubscribePage = lazy(() => import('./features/blog/UnsubscribePage'));

/**
 * Exposed as `./App`. The host mounts it at /portal/supports and /portal/support inside the
 * signed-in layout, and at /blog, /contact-us and /newsletter in the public shell (no sign-in);
 * routes are relative to the prefix it was mounted at.
 */
export default function SupportApp({ prefix }: { prefix: string }) {
  switch (prefix) {
    case '/portal/supports':
      return (
        <Routes>
          <Route index element={<TicketListPage />} />
        </Routes>
      );
    case '/portal/support':
      return (
        <Routes>
          <Route index element={<Navigate to="/portal/supports" replace />} />
          <Route path="add-ticket" element={<CreateTicketPage />} />
          <Route path=":id" element={<TicketPage />} />
        </Routes>
      );
    case '/blog':
      return (
        <Routes>
          <Route index element={<BlogPage />} />
          <Route path=":link" element={<ArticlePage />} />
        </Routes>
      );
    case '/contact-us':
      return (
        <Routes>
          <Route index element={<ContactPage />} />
        </Routes>
      );
    default:
      return (
        <Routes>
          <Route path="unsubscribe" element={<UnsubscribePage />} />
        </Routes>
      );
  }
}
