import {
  type CallResponse,
  type calls,
  type RemoteRegistryEntry,
  remoteRegistryLines,
} from '@portal/shared/contract';
import { getAccountId } from '@portal/shared/runtime/session';

export type FirstScreenAnswer = CallResponse<typeof calls.bootstrap>;

/** What the page's inline script (`shell/html/first-screen-boot.js`) left for the shell. */
interface PageHandover {
  registry?: unknown;
  bootstrap?: Promise<unknown>;
}

declare global {
  interface Window {
    __portalFirstScreen?: PageHandover;
  }
}

function handover(): PageHandover {
  return window.__portalFirstScreen ?? {};
}

/**
 * `/remotes.json` as it was when the page was served (the page is never cached), taken once:
 * later reads (a release notice) ask the registry again.
 */
export function takePageRegistry(): RemoteRegistryEntry[] | undefined {
  const page = handover();
  const lines = page.registry;
  delete page.registry;
  return remoteRegistryLines(lines);
}

/** Whether the page asked `GET /bootstrap` before the shell loaded. */
export function pageAskedBootstrap(): boolean {
  return handover().bootstrap !== undefined;
}

let answer: Promise<FirstScreenAnswer | undefined> | undefined;

/**
 * The answer to the page's `GET /bootstrap`, if it asked one and it answered for the account now
 * signed in; undefined otherwise, and the shell makes the separate calls.
 */
export function pageBootstrap(): Promise<FirstScreenAnswer | undefined> {
  answer ??= Promise.resolve(handover().bootstrap)
    .then((body) => {
      if (body === undefined) return undefined;
      // The server's answer, as every answer the api client hands over (typed, not parsed).
      const first = body as FirstScreenAnswer;
      return first.me._id === getAccountId() ? first : undefined;
    })
    .catch((error: unknown) => {
      console.warn('[portal] GET /bootstrap failed; asking separately:', error);
      return undefined;
    });
  return answer;
}
