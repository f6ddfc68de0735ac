import { type Account, type CallResponse, calls, isRecord } from '@portal/shared/contract';
import { ROUTES } from './routes';

const TOKEN_KEY = 'portal.token';
const ACCOUNT_KEY = 'portal.account';
const RETURN_PATH_KEY = 'portal.returnTo';

export function getToken(): string | null {
  return window.localStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
}

/** Forgets the session: token and the account remembered at login. */
export function clearToken(): void {
  window.localStorage.removeItem(TOKEN_KEY);
  window.localStorage.removeItem(ACCOUNT_KEY);
}

/** The account id the session token was issued for (its `sub` claim), or null. */
export function getAccountId(token: string | null = getToken()): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(window.atob(base64));
    const subject =
      typeof claims === 'object' && claims !== null ? Reflect.get(claims, 'sub') : null;
    const id = Number(subject);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** Keeps the account returned by `POST /api/auth/login` (own name for the account bar). */
export function setAccount(account: Account): void {
  window.localStorage.setItem(ACCOUNT_KEY, JSON.stringify(account));
}

/**
 * Whether a remembered account has the fields the account bar and the guards read (an older
 * release may have stored less); plain checks, zod is not on the first page.
 */
function isStoredAccount(value: unknown): value is Account {
  if (!isRecord(value)) return false;
  const account = value as Partial<Record<keyof Account, unknown>>;
  return (
    typeof account._id === 'number' &&
    typeof account.name === 'string' &&
    typeof account.visualId === 'string' &&
    typeof account.power === 'number' &&
    Array.isArray(account.adminRoles) &&
    account.adminRoles.every((role) => typeof role === 'string') &&
    typeof account.serverId === 'string' &&
    typeof account.userId === 'number'
  );
}

/** The remembered account, only if it belongs to the current token. */
export function getAccount(): Account | null {
  const stored = window.localStorage.getItem(ACCOUNT_KEY);
  if (stored === null) return null;
  try {
    const account: unknown = JSON.parse(stored);
    return isStoredAccount(account) && account._id === getAccountId() ? account : null;
  } catch {
    return null;
  }
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
    const { loginURL } = (await response.json()) as Partial<CallResponse<typeof calls.login>>;
    return typeof loginURL === 'string' ? loginURL : ROUTES.login;
  } catch {
    // Server unreachable: the local login page still explains what is wrong when it submits.
    return ROUTES.login;
  }
}

let redirecting: Promise<void> | null = null;
let loggingOut = false;

/**
 * From logout on, the page goes only where logout sends it. The calls still in flight come back
 * refused (their session has just ended), and their redirect to the login page used to abort the
 * navigation to a single sign-on provider's sign-out, leaving the person signed in there.
 */
export function markLoggingOut(): void {
  loggingOut = true;
}

/** Sends the browser to the configured login address, remembering where it was. */
export function redirectToLogin(): Promise<void> {
  if (loggingOut) return Promise.resolve();
  if (redirecting) return redirecting;
  rememberReturnPath();
  redirecting = fetchLoginUrl()
    .then((loginUrl) => {
      if (loggingOut) return;
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
