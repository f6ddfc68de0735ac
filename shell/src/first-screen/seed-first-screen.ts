import { calls } from '@portal/shared/contract';
import type { ApiCall, CallInput, CallResponse } from '@portal/shared/runtime/api';
import { apiKey } from '@portal/shared/runtime/cache-keys';
import { preloadFirstPage } from '@portal/shared/runtime/queries/list-tickets';
import { fetchQuery } from '@portal/shared/runtime/queries/query';
import { getAccountId } from '@portal/shared/runtime/session';
import { preload } from 'swr';
import { type FirstScreenAnswer, pageAskedBootstrap, pageBootstrap } from './page-handover';

/**
 * Hands the page's `GET /bootstrap` answer to the SWR entries the shell and the home list read
 * (`me`, own `userPower`, `groups`, the list's first page), through SWR's `preload`: each entry's
 * first fetch takes its part of the answer instead of a request. Without an answer, each entry's
 * first fetch is the call it always was.
 */
export function seedFirstScreen(): void {
  const accountId = getAccountId();
  if (accountId === null || !pageAskedBootstrap()) return;
  const answer = pageBootstrap();
  const seed = <C extends ApiCall>(
    call: C,
    input: CallInput<C>,
    part: (answer: FirstScreenAnswer) => CallResponse<C>,
  ) =>
    preload(apiKey(call, input), () =>
      answer.then((answered) => (answered ? part(answered) : fetchQuery(call, input))),
    );
  seed(calls.me, {}, (answered) => answered.me);
  seed(calls.userPower, { params: { id: accountId } }, ({ power }) => ({ power }));
  seed(calls.groups, {}, (answered) => answered.groups);
  // The list asks once the viewer's power is known, which comes from the same answer.
  void answer.then((answered) => {
    if (answered?.list) preloadFirstPage(answered.list.body, answered.list.page);
  });
}
