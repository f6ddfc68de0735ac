import type { TokenPermission } from '@portal/shared/contract';

/** The account a request or socket acts for, as the services need it. */
interface ViewerAccount {
  id: number;
  visualId: string;
  name: string;
  power: number;
  /** The admin roles the account holds (`PermissionViewer.adminRoles` in the contract). */
  adminRoles: string[];
  /** The client address of the request acting (the audit trail records it); none on sockets. */
  address?: string;
}

/** Signed in with a session token. */
export interface SessionViewer extends ViewerAccount {
  /** The session the token names: logout ends it, and sockets of it are closed. */
  sessionId: string;
}

/**
 * Calling with an access token (SPEC §6): its creator, with the creator's current power, limited
 * to the token's endpoints and permissions (checked per call in `http/mount-call.ts`).
 */
export interface TokenViewer extends ViewerAccount {
  accessToken: {
    id: number;
    endpoints: readonly string[];
    permissions: readonly TokenPermission[];
  };
}

/** A webhook's creator: its deliveries hold what they may see (SPEC §6), as they are now. */
export interface WebhookViewer extends ViewerAccount {
  webhookId: number;
}

export type Viewer = SessionViewer | TokenViewer | WebhookViewer;
