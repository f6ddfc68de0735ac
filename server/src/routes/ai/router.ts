import { calls, ERROR_CODES, isStaff } from '@portal/shared/contract';
import { Router } from 'express';
import { mountCall } from '../../http/mount-call';
import { powerGate } from '../../http/power-gate';
import { requireViewer } from '../../http/request-context';
import { quotaPerAccount } from '../../rate-limits/quota-middleware';
import { aiUsage } from '../../services/ai/ai-usage';
import { startEditingSuggestion } from '../../services/ai/edit-suggestion';
import { rateAiReply } from '../../services/ai/rate-ai-reply';
import { acceptSuggestion, commentFromSuggestion } from '../../services/ai/send-suggestion';
import { suggestReplies } from '../../services/ai/suggest-replies';
import { mountOptions, type RouteDeps } from '../route-deps';

/** AI help is for staff (power ≥ 2): anyone else is refused before the body is read. */
const staffOnly = powerGate(isStaff, ERROR_CODES.aiStaffOnly);

export function aiRouter(deps: RouteDeps): Router {
  const router = Router();
  const options = { ...mountOptions(deps), before: [staffOnly] };
  // Sending a suggestion posts a comment: the same quota as POST /comment.
  const commentQuota = quotaPerAccount(deps.limits.commentsPerAccount, ERROR_CODES.commentsQuota);
  const sending = { ...options, before: [staffOnly, commentQuota] };
  const aiQuota = quotaPerAccount(deps.limits.aiRequestsPerAccount, ERROR_CODES.aiSuggestionsQuota);
  mountCall(
    router,
    calls.aiSuggestions,
    { ...options, before: [staffOnly, aiQuota] },
    ({ body }, req) => suggestReplies(deps.services, requireViewer(req), body),
  );
  mountCall(router, calls.aiAccept, sending, ({ body }, req) =>
    acceptSuggestion(deps.services, requireViewer(req), body),
  );
  mountCall(router, calls.aiAcceptEdit, options, ({ body }, req) =>
    startEditingSuggestion(deps.services, requireViewer(req), body.responseId),
  );
  mountCall(router, calls.aiComment, sending, ({ body }, req) =>
    commentFromSuggestion(deps.services, requireViewer(req), body),
  );
  mountCall(router, calls.aiRate, options, ({ body }, req) =>
    rateAiReply(deps.services, requireViewer(req), body),
  );
  // Statistics: supervisors (stats.notAllowed for anyone else, as the other statistics answer).
  mountCall(router, calls.aiUsage, mountOptions(deps), ({ query }, req) =>
    aiUsage(deps.services, requireViewer(req), query),
  );
  return router;
}
