import { type Account, calls } from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';

const quietly = { skipErrorDialog: true, skipLoginRedirect: true } as const;

/**
 * One request per page load, however often a page's effect runs (React's StrictMode runs it
 * twice): two starts would race their state cookies, and a second callback would find the first's
 * cookie used up.
 */
let starting: Promise<string> | undefined;
const finishing = new Map<string, Promise<{ token: string; user: Account }>>();

/** Starts a sign-in at the identity provider: the address to send the browser to. */
export function startSsoSignIn(): Promise<string> {
  starting ??= callApi(calls.ssoStart, quietly).then(({ url }) => url);
  return starting;
}

/** Hands the provider's answer (the callback page's query) to the server for a session. */
export function finishSsoSignIn(search: string): Promise<{ token: string; user: Account }> {
  let finished = finishing.get(search);
  if (!finished) {
    finished = callApi(calls.ssoCallback, { body: { search }, ...quietly });
    finishing.set(search, finished);
  }
  return finished;
}
