import { AreaRoutes, DomainRoutes } from './routes';

/** Exposed as `./App`; the host mounts it at /cdn and /domain. Its routes are relative to that prefix. */
export default function DnsCdnApp({ prefix }: { prefix: string }) {
  return prefix === '/domain' ? <DomainRoutes /> : <AreaRoutes />;
}
