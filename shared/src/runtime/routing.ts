/**
 * The page's router, shared as part of `@portal/shared`: one router per page (the shell's)
 * without sharing react-router whole. A library shared by name reaches the page entire, since
 * any remote might use any of it (61 kB gzip); re-exported here, only these names (14 kB) stay
 * in the shell's build. The shell and every remote import routing from here only (lint), so the
 * shell provides this module and a remote uses the shell's router. A remote that needs another
 * name adds it here and the shell is rebuilt (the publish check then asks for that `@portal/shared`).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
