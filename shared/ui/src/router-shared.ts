// What the page shares as `react-router-dom`: the router's pieces the apps import, from
// `react-router` itself (which react-router-dom re-exports, and which no app imports). Shared
// whole, the router's root is not tree-shaken: the first signed-in page loaded its data routers,
// server rendering and cookie helpers (48 of its 55 KB never ran). `shared-roots.test.ts` fails when
// an app imports a name missing here.
export {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  UNSAFE_NavigationContext,
  matchRoutes,
  useBlocker,
  useInRouterContext,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
