import { randomBytes } from 'node:crypto';
import { type AdminAccount, ERROR_CODES, type Language, LIMITS } from '@portal/shared/contract';
import { notFound, refuse } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import type { ViewerResolver } from '../../identity/viewer-resolver';
import { redactAuditSubject } from '../../repositories/audit/audit-repository';
import {
  eraseAccountData,
  searchAccounts as findAccounts,
  findAdminAccount,
} from '../../repositories/privacy/erase-account-repository';
import { recordAudit } from '../audit/audit-trail';
import type { ServiceDeps } from '../service-deps';

// Every call here is behind the admin router's `adminsOnly` (power ≥ 100); erasing is never
// granted to an access token (`NEVER_GRANTED`).

/** What an erased person's name and words read as, in the community's language. */
const ERASED: Record<Language, string> = { es: 'Cuenta eliminada', en: 'Deleted account' };

/** GET /admin/users?search=: the accounts an administrator may look for, to erase one. */
export function searchAccounts(deps: ServiceDeps, search: string): Promise<AdminAccount[]> {
  return findAccounts(deps.db, search.trim(), LIMITS.auditPageSize);
}

/**
 * POST /admin/users/:id/erase (GDPR erasure): in one transaction, everything of the person on the
 * account and in what they wrote becomes the neutral text, the audit trail's quotes of their words
 * too, and the erasure is recorded (without the name it had). What they took part in stays for
 * its other parties: tickets, reports and their resolutions, the comments' places in each thread.
 * Their sessions end on every instance; a later single sign-on or game launch of the same person
 * makes a new, empty account.
 */
export async function eraseAccount(
  deps: ServiceDeps,
  viewers: ViewerResolver,
  viewer: Viewer,
  accountId: number,
  language: Language,
): Promise<AdminAccount> {
  const neutral = ERASED[language];
  const { erased, endedSessions } = await deps.db.transaction().execute(async (trx) => {
    const account = await findAdminAccount(trx, accountId, { lock: true });
    if (!account) throw notFound('account');
    if (account.id === viewer.id || account.power > viewer.power) {
      throw refuse({ code: ERROR_CODES.accountEraseNotAllowed });
    }
    if (account.erasedAt !== null) throw refuse({ code: ERROR_CODES.accountAlreadyErased });
    const stableId = randomBytes(8).toString('hex');
    const { endedSessions } = await eraseAccountData(trx, accountId, { neutral, stableId });
    await redactAuditSubject(trx, accountId, neutral);
    await recordAudit(trx, viewer, {
      action: 'account.erased',
      target: { kind: 'account', id: accountId },
      subjectId: accountId,
    });
    const erased = await findAdminAccount(trx, accountId);
    if (!erased) throw notFound('account');
    return { erased, endedSessions };
  });
  for (const sessionId of endedSessions) {
    viewers.forgetSession(sessionId);
    deps.live.closeSession(sessionId);
  }
  return erased;
}
