/**
 * The shop's routing: wouter, behind this one module. Its links, routes and hooks weigh 3 KB gzip where
 * react-router's declarative ones weigh 14 (the back office keeps react-router: react-admin is built on it), and
 * that difference is what keeps a phone's first visit to `/` under 100 KB. Pages import their links and hooks
 * from here, in the shapes they had: `useLocation()` gives the pathname, query, fragment and navigation state,
 * `useNavigate()` a function taking `{ replace, state }`, `NavLink` marks the current page with aria-current.
 *
 * The browser's history is the one source of the location, in the app, in component tests (the test DOM's) and, through
 * `ssrPath`, on the server.
 */
import { useCallback, useMemo, type AnchorHTMLAttributes, type ComponentProps, type ReactNode } from 'react';
import { Link, Route, Router, Switch, useLocation as useWouterLocation, useParams, useRouter } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { ARABIC_PREFIX } from '../shared/routes';

export { Link, Route, Switch, useParams };

/** `/ar/` → `/ar`: the Arabic home page's address is the one without a trailing slash, as its canonical says. */
const tidy = (href: string): string =>
  href.startsWith(`${ARABIC_PREFIX}/`) && /^[?#]?$/.test(href.charAt(ARABIC_PREFIX.length + 1))
    ? ARABIC_PREFIX + href.slice(ARABIC_PREFIX.length + 1)
    : href;
const tidyNavigation: ComponentProps<typeof Router>['aroundNav'] = (navigate, to, options) =>
  navigate(tidy(to), options);

/**
 * The router of the shop's pages: under `base` (`/ar` for the Arabic ones) every link and navigation keeps the
 * prefix. On the server, `ssrPath` is the requested path and query.
 */
export function ShopRouter({
  base,
  ssrPath,
  children,
}: {
  base?: string;
  ssrPath?: string;
  children: ReactNode;
}) {
  return (
    <Router base={base} ssrPath={ssrPath} hrefs={tidy} aroundNav={tidyNavigation}>
      {children}
    </Router>
  );
}

export interface ShopLocation {
  /** Without the language's prefix: `/shop` on `/ar/shop`. */
  pathname: string;
  /** `?…`, or empty. */
  search: string;
  /** `#…`, or empty; read in the browser only (a server never sees it). */
  hash: string;
  /** What the page that navigated here handed over (`navigate(to, { state })`), or null. */
  state: unknown;
}

export function useLocation(): ShopLocation {
  const router = useRouter();
  const [pathname] = useWouterLocation();
  // The query as the address has it (wouter's useSearch decodes it once more, which would turn a searched
  // "%25" into "%").
  const query = router.searchHook(router);
  const state = useHistoryState();
  return {
    pathname,
    search: query && !query.startsWith('?') ? `?${query}` : query,
    hash: typeof window === 'undefined' ? '' : window.location.hash,
    state,
  };
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type Navigate = (to: string, options?: NavigateOptions) => void;

export function useNavigate(): Navigate {
  return useWouterLocation()[1];
}

/** The query's parameters, and a setter that moves to the same page with others (a new history entry). */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams)) => void,
] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams)) => {
      const query = (typeof next === 'function' ? next(new URLSearchParams(params)) : next).toString();
      navigate(query ? `${pathname}?${query}` : pathname);
    },
    [navigate, params, pathname],
  );
  return [params, setParams];
}

/** A link in the shop's navigation, `aria-current="page"` on the page it leads to (and below it, unless `end`). */
export function NavLink({
  to,
  end,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; end?: boolean }) {
  const { pathname } = useLocation();
  const current = pathname === to || (!end && to !== '/' && pathname.startsWith(`${to}/`));
  return <Link to={to} aria-current={current ? 'page' : undefined} {...props} />;
}
