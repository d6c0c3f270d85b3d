import { Navigate } from 'react-router-dom';
import { lazyPage, pageRoutes, preloadAreas } from '@portal/ui';

// Each page is its own chunk; the host's Suspense shows the progress bar while one loads.
const areas = {
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

/**
 * Exposed as `./App`. The host mounts it at /portal/supports and /portal/support inside the
 * signed-in layout, and at /blog, /contact-us and /newsletter in the public shell (no sign-in);
 * routes are relative to the prefix it was mounted at.
 */
export default function SupportApp({ prefix }: { prefix: string }) {
  const Area = areas[prefix as keyof typeof areas] ?? areas['/newsletter'];
  return <Area />;
}

/** The host fetches the page a path shows ahead of the click (hover, or the app arriving). */
export const preload = preloadAreas(areas);
