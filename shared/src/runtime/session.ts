import { calls } from '@portal/shared/contract';
import { ROUTES } from './routes';

const TOKEN_KEY = 'portal.token';
const RETURN_PATH_KEY = 'portal.returnTo';

export function getToken(): string | null {
  return window.localStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  window.localStorage.removeItem(TOKEN_KEY);
}

/** Only same-origin absolute paths, so a crafted value cannot send the user elsewhere. */
function isSafeReturnPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith(ROUTES.login);
}

function rememberReturnPath(): void {
  const { pathname, search, hash } = window.location;
  const here = `${pathname}${search}${hash}`;
  if (isSafeReturnPath(here)) window.sessionStorage.setItem(RETURN_PATH_KEY, here);
}

/** Where the login page sends the user back to (consumed once); home when unknown. */
export function takeReturnPath(): string {
  const stored = window.sessionStorage.getItem(RETURN_PATH_KEY);
  window.sessionStorage.removeItem(RETURN_PATH_KEY);
  return stored !== null && isSafeReturnPath(stored) ? stored : ROUTES.home;
}

/** GET /api/login without the api client: that client itself redirects here on 401. */
export async function fetchLoginUrl(): Promise<string> {
  try {
    const response = await fetch(`/api${calls.login.path}`, {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return ROUTES.login;
    return calls.login.response.parse(await response.json()).loginURL;
  } catch {
    // Server unreachable: the local login page still explains what is wrong when it submits.
    return ROUTES.login;
  }
}

let redirecting: Promise<void> | null = null;

/** Sends the browser to the configured login address, remembering where it was. */
export function redirectToLogin(): Promise<void> {
  if (redirecting) return redirecting;
  rememberReturnPath();
  redirecting = fetchLoginUrl()
    .then((loginUrl) => {
      const target = new URL(loginUrl, window.location.origin);
      if (
        target.origin === window.location.origin &&
        target.pathname === window.location.pathname
      ) {
        return;
      }
      window.location.assign(target.toString());
    })
    .finally(() => {
      redirecting = null;
    });
  return redirecting;
}
