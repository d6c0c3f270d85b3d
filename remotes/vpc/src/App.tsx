import { AreaRoutes } from './routes';

/** Exposed as `./App`; the host mounts it at /vpc. Its routes are relative to that prefix. */
export default function VpcApp(_props: { prefix: string }) {
  return <AreaRoutes />;
}
