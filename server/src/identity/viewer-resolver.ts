import type { SessionViewer } from './viewer';

/** Finds the viewer a session token stands for (`createViewerResolver` in `http/authenticate`). */
export interface ViewerResolver {
  /**
   * The viewer for a bearer token: token checked, session live, account read at most
   * `VIEWER_CACHE_MS` (`http/authenticate`) ago.
   */
  resolve(token: string | undefined): Promise<SessionViewer | undefined>;
  /** Forgets every reused viewer of a session that just ended on this instance. */
  forgetSession(sessionId: string): void;
  /**
   * The account's current rights for each of these sessions that is still live (the others are
   * left out), in two statements however many; the sessions count as used, as a call's would.
   */
  currentRights(sessionIds: readonly string[]): Promise<Map<string, SessionRights>>;
}

export interface SessionRights {
  accountId: number;
  power: number;
  roles: string[];
}
