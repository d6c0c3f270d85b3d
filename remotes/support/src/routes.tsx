import { Navigate } from 'react-router-dom';
import { lazyPage, pageRoutes } from '@portal/ui';

// Each page is its own chunk; the host's Suspense shows the progress bar while one loads.
/**
 * Prefix → its route table. /portal/supports and /portal/support are inside the signed-in layout;
 * /blog, /contact-us and /newsletter in the public shell (no sign-in).
 */
export const areas = {
  '/portal/supports': pageRoutes({ '': lazyPage(() => import('./features/tickets/TicketListPage')) }),
  '/portal/support': pageRoutes({
    '': <Navigate to="/portal/supports" replace />,
    'add-ticket': lazyPage(() => import('./features/tickets/CreateTicketPage')),
    ':id': lazyPage(() => import('./features/tickets/TicketPage')),
  }),
  '/blog': pageRoutes({
    '': lazyPage(() => import('./features/blog/BlogPage')),
    ':link': lazyPage(() => import('./features/blog/ArticlePage')),
  }),
  '/contact-us': pageRoutes({ '': lazyPage(() => import('./features/contact/ContactPage')) }),
  '/newsletter': pageRoutes({ unsubscribe: lazyPage(() => import('./features/blog/UnsubscribePage')) }),
};
