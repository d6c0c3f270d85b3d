import { AreaRoutes } from './routes';

/** Exposed as `./App`; the host mounts it at /cdn, /domain, /web-host. Its routes are relative to that prefix. */
export default function DnsCdnApp(_props: { prefix: string }) {
  return <AreaRoutes />;
}
