import { AreaRoutes, DomainRoutes, WebHostRoutes } from './routes';

/** Exposed as `./App`; the host mounts it at /cdn, /domain and /web-host. Its routes are relative to that prefix. */
export default function DnsCdnApp({ prefix }: { prefix: string }) {
  if (prefix === '/domain') return <DomainRoutes />;
  if (prefix === '/web-host') return <WebHostRoutes />;
  return <AreaRoutes />;
}
