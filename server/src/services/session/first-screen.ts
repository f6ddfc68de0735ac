import {
  type CallResponse,
  type calls,
  defaultListFilters,
  isStaff,
  type Language,
} from '@portal/shared/contract';
import { ticketListBodySchema } from '@portal/shared/contract/schemas';
import type { Viewer } from '../../identity/viewer';
import type { ServiceDeps } from '../service-deps';
import { listTickets } from '../tickets/list-tickets';
import { getOwnAccount } from './launch-session';
import { getGroups, getPower } from './session-service';

type FirstScreen = CallResponse<typeof calls.bootstrap>;

/**
 * The first screen's data in one answer: the same services as `me`, `userPower`, `groups` and
 * the list, run side by side. The list is the request the home list sends when its address names
 * no filter (`defaultListFilters`), answered with that request so the shell hands the page to it.
 * Staff get no list: theirs depends on the source toggle and carries the tab counts, which the
 * list keeps elsewhere.
 */
export async function getFirstScreen(
  deps: ServiceDeps,
  viewer: Viewer,
  lang: Language,
): Promise<FirstScreen> {
  const body = defaultListFilters(viewer);
  const [me, { power }, groups, page] = await Promise.all([
    getOwnAccount(deps, viewer),
    getPower(deps, viewer, viewer.id),
    getGroups(deps, viewer),
    isStaff(viewer) ? null : listTickets(deps, viewer, body.type, ticketListBodySchema.parse(body)),
  ]);
  return { me, power, lang, groups, list: page ? { body, page } : null };
}
