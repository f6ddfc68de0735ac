import {
  type CallResponse,
  type calls,
  defaultSort,
  isStaff,
  type Language,
  TICKET_TYPE,
  ticketListBodySchema,
} from '@portal/shared/contract';
import type { Viewer } from '../../identity/viewer';
import type { ServiceDeps } from '../service-deps';
import { listTickets } from '../tickets/list-tickets';
import { getOwnAccount } from './launch-session';
import { getGroups, getPower } from './session-service';

type FirstScreen = CallResponse<typeof calls.bootstrap>;
type FirstList = NonNullable<FirstScreen['list']>;

/**
 * The request the home list sends first when its address names no filter: support tickets,
 * opened, the viewer's default sort (mf-tickets' `readListView` of an empty query). Written as the
 * page sends it, so the shell can hand the answer to that very request.
 */
function firstListBody(viewer: Viewer): FirstList['body'] {
  return { type: TICKET_TYPE.support, statusFilter: 'opened', sort: defaultSort(viewer) };
}

/**
 * The first screen's data in one answer: the same services as `me`, `userPower`, `groups` and
 * the list, run side by side. Staff get no list: theirs depends on the source toggle and carries
 * the tab counts, which the list keeps elsewhere.
 */
export async function getFirstScreen(
  deps: ServiceDeps,
  viewer: Viewer,
  lang: Language,
): Promise<FirstScreen> {
  const body = firstListBody(viewer);
  const [me, { power }, groups, page] = await Promise.all([
    getOwnAccount(deps, viewer),
    getPower(deps, viewer, viewer.id),
    getGroups(deps, viewer),
    isStaff(viewer)
      ? null
      : listTickets(deps, viewer, TICKET_TYPE.support, ticketListBodySchema.parse(body)),
  ]);
  return { me, power, lang, groups, list: page ? { body, page } : null };
}
