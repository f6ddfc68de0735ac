import { calls, ERROR_CODES } from '@portal/shared/contract';
import { Router } from 'express';
import { assistantUsersOnly } from '../../http/assistant-users-only';
import { mountCall } from '../../http/mount-call';
import { requireViewer } from '../../http/request-context';
import { quotaPerAccount } from '../../rate-limits/quota-middleware';
import { chatMessages, createChat, listChats } from '../../services/assistant/assistant-chats';
import { sendAssistantMessage } from '../../services/assistant/send-assistant-message';
import { mountOptions, type RouteDeps } from '../route-deps';

/** The staff assistant (SPEC §7): power ≥ 100; the rules are in `services/assistant/`. */
export function assistantRouter(deps: RouteDeps): Router {
  const router = Router();
  const options = { ...mountOptions(deps), before: [assistantUsersOnly] };
  mountCall(router, calls.assistantChats, options, (_input, req) =>
    listChats(deps.services, requireViewer(req)),
  );
  mountCall(router, calls.createAssistantChat, options, ({ body }, req) =>
    createChat(deps.services, requireViewer(req), body.ticketId ?? null),
  );
  mountCall(router, calls.assistantChatMessages, options, ({ params, body }, req) =>
    chatMessages(deps.services, requireViewer(req), params.chatId, body.cursor ?? undefined),
  );
  const aiQuota = quotaPerAccount(deps.limits.aiRequestsPerAccount, ERROR_CODES.assistantQuota);
  mountCall(
    router,
    calls.assistantChat,
    { ...options, before: [assistantUsersOnly, aiQuota] },
    ({ body }, req) => sendAssistantMessage(deps.services, requireViewer(req), body),
  );
  return router;
}
